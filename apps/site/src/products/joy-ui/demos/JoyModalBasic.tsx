import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyModalBasic() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [name, setName] = React.useState<string>('Website relaunch');
  const [draft, setDraft] = React.useState<string>(name);

  const openDialog = () => {
    setDraft(name);
    setOpen(true);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setName(draft.trim());
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography level="title-md">{name}</Typography>
      <Button variant="outlined" color="neutral" size="sm" onClick={openDialog}>
        Rename project
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 420 }}>
          <ModalClose aria-label="Close without renaming" />
          <DialogTitle>Rename project</DialogTitle>
          <DialogContent>The new name is shown to everyone on the team.</DialogContent>
          <form onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Project name</FormLabel>
                <Input
                  autoFocus
                  value={draft}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                    setDraft(event.target.value)
                  }
                />
              </FormControl>
              <DialogActions>
                <Button type="submit" disabled={draft.trim() === ''}>
                  Save name
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
              </DialogActions>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
