import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import Button from '@mui/material/Button';
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

export default function BaseSnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <StyledSnackbar open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        <span role="status">Draft saved.</span>
        <CloseButton type="button" aria-label="Close" onClick={() => setOpen(false)}>
          <CloseIcon fontSize="small" />
        </CloseButton>
      </StyledSnackbar>
    </React.Fragment>
  );
}
