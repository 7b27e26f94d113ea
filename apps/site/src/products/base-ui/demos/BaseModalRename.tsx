import * as React from 'react';
import { Modal, type ModalProps } from '@mui/base/Modal';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
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

const Dialog = styled('form')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
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

// Focuses the field and selects its text when the dialog opens, so the reader can type over it.
function InitialFocusField(props: TextFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return <TextField inputRef={inputRef} {...props} />;
}

export default function BaseModalRename() {
  const [fileName, setFileName] = React.useState('Q3 report draft');
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  const handleClose: ModalProps['onClose'] = (event, reason) => {
    // A stray click outside should not throw away a half-typed name; Escape still closes.
    if (reason === 'backdropClick') {
      return;
    }
    setOpen(false);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    if (typeof name === 'string' && name.trim() !== '') {
      setFileName(name.trim());
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body1">{fileName}.docx</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Rename
      </Button>
      <StyledModal open={open} onClose={handleClose} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={handleSubmit}>
          <Typography id={titleId} variant="h6" component="h2">
            Rename file
          </Typography>
          <InitialFocusField name="name" label="File name" defaultValue={fileName} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Rename
            </Button>
          </Stack>
        </Dialog>
      </StyledModal>
    </Stack>
  );
}
