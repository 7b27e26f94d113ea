import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import { styled } from '@mui/material/styles';

// The Snackbar root only positions the message; the Slide moves the content inside it.
const SnackbarRoot = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.snackbar,
  bottom: 16,
  left: 16,
  right: 16,
  [theme.breakpoints.up('sm')]: { right: 'auto', minWidth: 288, maxWidth: 420 },
}));

const SnackbarContent = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 1, 1, 2),
    borderRadius: 8,
    color: palette.background.paper,
    backgroundColor: palette.text.primary,
    boxShadow: shadows[6],
  };
});

const ActionButton = styled('button')(({ theme }) => ({
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

export default function BaseSnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` keeps the Snackbar mounted until the exit animation has finished.
  const [exited, setExited] = React.useState(true);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Publish post
      </Button>
      <SnackbarRoot
        open={open}
        exited={exited}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
      >
        <Slide
          in={open}
          appear
          direction="up"
          onEnter={() => setExited(false)}
          onExited={() => setExited(true)}
        >
          <SnackbarContent>
            <span role="status">Your post is live.</span>
            <ActionButton type="button" onClick={() => setOpen(false)}>
              Dismiss
            </ActionButton>
          </SnackbarContent>
        </Slide>
      </SnackbarRoot>
    </React.Fragment>
  );
}
