import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

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

const CloseButton = styled('button')({
  display: 'inline-flex',
  marginLeft: 'auto',
  padding: 4,
  border: 0,
  borderRadius: '50%',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid currentColor' },
});

const reasonText: Record<SnackbarCloseReason | 'closeButton', string> = {
  timeout: 'the timer ran out',
  clickaway: 'a click outside the snackbar',
  escapeKeyDown: 'the Escape key',
  closeButton: 'the close button',
};

export default function BaseSnackbarClickaway() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | 'closeButton' | null>(
    null,
  );

  const handleClose = (
    _event: React.SyntheticEvent | Event | null,
    reason: SnackbarCloseReason | 'closeButton',
  ) => {
    if (reason === 'clickaway' && !closeOnClickAway) {
      return;
    }
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={closeOnClickAway}
            onChange={(event) => setCloseOnClickAway(event.target.checked)}
          />
        }
        label="Close when clicking elsewhere"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Send invitation
      </Button>
      <Typography variant="body2" color="text.secondary">
        {lastReason ? `Last closed by ${reasonText[lastReason]}.` : 'Not closed yet.'}
      </Typography>
      <StyledSnackbar open={open} autoHideDuration={6000} onClose={handleClose}>
        <span role="status">Invitation sent to sam@example.com.</span>
        <CloseButton
          type="button"
          aria-label="Close"
          onClick={(event) => handleClose(event, 'closeButton')}
        >
          <CloseIcon fontSize="small" />
        </CloseButton>
      </StyledSnackbar>
    </Stack>
  );
}
