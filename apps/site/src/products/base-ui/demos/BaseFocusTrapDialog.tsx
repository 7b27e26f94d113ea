import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { Portal } from '@mui/base/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Button = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    cursor: 'pointer',
    '&.danger': {
      borderColor: 'transparent',
      backgroundColor: palette.error.main,
      color: palette.error.contrastText,
    },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
});

const Dialog = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: 'min(360px, 100%)',
    padding: theme.spacing(2.5),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[16],
    outline: 0,
    '& h2': { ...theme.typography.h6, margin: 0 },
    '& p': { margin: theme.spacing(1, 0, 2) },
  };
});

export default function BaseFocusTrapDialog() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  const confirm = () => {
    setArchived(true);
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" role="status">
        Spring campaign: {archived ? 'archived' : 'active'}
      </Typography>
      <Button
        type="button"
        className={archived ? undefined : 'danger'}
        onClick={() => (archived ? setArchived(false) : setOpen(true))}
      >
        {archived ? 'Restore project' : 'Archive project'}
      </Button>
      {open && (
        <Portal>
          <Backdrop onClick={() => setOpen(false)}>
            <FocusTrap open>
              <Dialog
                tabIndex={-1}
                role="alertdialog"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                onClick={(event) => event.stopPropagation()}
                onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
              >
                <h2 id={titleId}>Archive this project?</h2>
                <p id={descriptionId}>
                  Its 14 tasks become read-only for everyone on the team until the project is
                  restored.
                </p>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button type="button" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button type="button" className="danger" onClick={confirm}>
                    Archive
                  </Button>
                </Stack>
              </Dialog>
            </FocusTrap>
          </Backdrop>
        </Portal>
      )}
    </Stack>
  );
}
