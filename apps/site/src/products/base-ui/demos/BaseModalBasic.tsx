import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

// The backdrop slot receives `open` and `ownerState`; keep them off the DOM element.
const Backdrop = styled('div', {
  shouldForwardProp: (prop) => prop !== 'open' && prop !== 'ownerState',
})({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

const Dialog = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: '100%',
    maxWidth: 360,
    padding: theme.spacing(3),
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    outline: 0,
    '& h2': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
    '& dl': {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: theme.spacing(1, 2),
      margin: theme.spacing(2, 0),
    },
    '& dd': { margin: 0 },
    '& kbd': {
      padding: '1px 6px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 4,
      fontFamily: 'inherit',
    },
  };
});

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Search' },
  { keys: 'Ctrl + B', action: 'Bold' },
  { keys: 'Ctrl + Enter', action: 'Send the message' },
];

export default function BaseModalBasic() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <StyledModal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <dl>
            {shortcuts.map(({ keys, action }) => (
              <React.Fragment key={keys}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{action}</dd>
              </React.Fragment>
            ))}
          </dl>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Dialog>
      </StyledModal>
    </div>
  );
}
