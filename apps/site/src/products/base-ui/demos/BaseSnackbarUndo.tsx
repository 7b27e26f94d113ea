import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';

const StyledSnackbar = styled(Snackbar)(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    position: 'fixed',
    zIndex: theme.zIndex.snackbar,
    bottom: 16,
    left: 16,
    right: 16,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 1, 0.75, 2),
    borderRadius: 8,
    color: palette.background.paper,
    backgroundColor: palette.text.primary,
    boxShadow: shadows[6],
    [theme.breakpoints.up('sm')]: { right: 'auto', minWidth: 288, maxWidth: 420 },
  };
});

const TextButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  marginLeft: 'auto',
  padding: theme.spacing(0.5, 1),
  border: 0,
  borderRadius: 4,
  color: 'inherit',
  backgroundColor: 'transparent',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid currentColor' },
}));

const ArchiveButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    padding: theme.spacing(0.75),
    border: 0,
    borderRadius: '50%',
    color: palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
  };
});

interface Email {
  id: number;
  from: string;
  subject: string;
}

const initialInbox: Email[] = [
  { id: 1, from: 'Priya', subject: 'Q3 roadmap review' },
  { id: 2, from: 'Billing', subject: 'Your invoice for October' },
  { id: 3, from: 'Marco', subject: 'Lunch on Friday?' },
];

export default function BaseSnackbarUndo() {
  const [inbox, setInbox] = React.useState(initialInbox);
  const [archived, setArchived] = React.useState<{ email: Email; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);

  const archive = (email: Email) => {
    setArchived({ email, index: inbox.indexOf(email) });
    setInbox((current) => current.filter((item) => item.id !== email.id));
    setOpen(true);
  };

  const undo = () => {
    if (archived) {
      const { email, index } = archived;
      setInbox((current) => [...current.slice(0, index), email, ...current.slice(index)]);
    }
    setOpen(false);
  };

  const handleClose = (
    _event: React.SyntheticEvent | Event | null,
    reason: SnackbarCloseReason,
  ) => {
    // Keep the undo offer on screen while the user goes on working in the list.
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Inbox
      </Typography>
      {inbox.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          All caught up.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {inbox.map((email) => (
            <Box
              component="li"
              key={email.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {email.from}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {email.subject}
                </Typography>
              </Box>
              <ArchiveButton
                type="button"
                aria-label={`Archive "${email.subject}"`}
                onClick={() => archive(email)}
              >
                <ArchiveOutlinedIcon fontSize="small" />
              </ArchiveButton>
            </Box>
          ))}
        </Box>
      )}
      <StyledSnackbar
        key={archived?.email.id}
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
      >
        <span role="status">Conversation archived.</span>
        <TextButton type="button" onClick={undo}>
          Undo
        </TextButton>
      </StyledSnackbar>
    </Box>
  );
}
