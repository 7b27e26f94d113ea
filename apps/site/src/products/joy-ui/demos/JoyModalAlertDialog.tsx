import * as React from 'react';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyModalAlertDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [deleted, setDeleted] = React.useState<boolean>(false);

  const confirm = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="danger"
        startDecorator={<DeleteForeverRounded />}
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        Delete project
      </Button>
      <Typography level="body-sm" role="status">
        {deleted ? 'Project "Website relaunch" was deleted.' : ''}
      </Typography>
      <Button size="sm" variant="plain" disabled={!deleted} onClick={() => setDeleted(false)}>
        Reset demo
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" variant="outlined" sx={{ maxWidth: 440 }}>
          <DialogTitle>
            <WarningRounded />
            Delete "Website relaunch"?
          </DialogTitle>
          <Divider />
          <DialogContent>
            The project, its 38 tasks and all uploaded files are removed for everyone. This cannot
            be undone.
          </DialogContent>
          <DialogActions>
            <Button variant="solid" color="danger" onClick={confirm}>
              Delete project
            </Button>
            <Button variant="plain" color="neutral" autoFocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
