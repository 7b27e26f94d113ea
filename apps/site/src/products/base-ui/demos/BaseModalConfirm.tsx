import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
    width: '100%',
    maxWidth: 360,
    padding: theme.spacing(3),
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    outline: 0,
  };
});

// Focuses itself when the dialog opens. An effect inside the dialog runs before the focus
// trap's own, so the trap finds focus already inside and leaves it there.
function InitialFocusButton(props: ButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return <Button ref={ref} {...props} />;
}

const initialDraft =
  'Hi Priya, the signed contract is attached. Could you check clause 4 before Friday?';

export default function BaseModalConfirm() {
  const [draft, setDraft] = React.useState(initialDraft);
  const [confirming, setConfirming] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const titleId = React.useId();
  const descriptionId = React.useId();

  const discard = () => {
    setDraft('');
    setStatus('Draft discarded.');
    setConfirming(false);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        label="Message to Priya"
        multiline
        minRows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Discard draft
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <StyledModal
        open={confirming}
        onClose={() => setConfirming(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            Discard this draft?
          </Typography>
          <Typography id={descriptionId} variant="body2">
            The message to Priya will be deleted. You cannot undo this.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            {/* The safe choice gets focus, so a quick Enter does not delete anything. */}
            <InitialFocusButton onClick={() => setConfirming(false)}>
              Keep editing
            </InitialFocusButton>
            <Button color="error" variant="contained" onClick={discard}>
              Discard
            </Button>
          </Stack>
        </Dialog>
      </StyledModal>
    </Stack>
  );
}
