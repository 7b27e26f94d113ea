import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ModalRename() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [fileName, setFileName] = React.useState<string>('Q3 budget draft.xlsx');
  const [draft, setDraft] = React.useState<string>(fileName);
  const titleId = React.useId();

  const handleOpen = () => {
    setDraft(fileName);
    setOpen(true);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) setFileName(draft.trim());
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>{fileName}</Typography>
      <Button variant="outlined" size="small" onClick={handleOpen}>
        Rename
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} closeAfterTransition>
        <Fade in={open}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(360px, calc(100% - 32px))',
              p: 3,
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              outline: 'none',
            }}
          >
            <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
              Rename file
            </Typography>
            <form onSubmit={handleSubmit}>
              <TextField
                label="File name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                autoFocus
                fullWidth
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button onClick={() => setOpen(false)}>Cancel</Button>
                <Button type="submit" variant="contained">
                  Rename
                </Button>
              </Stack>
            </form>
          </Box>
        </Fade>
      </Modal>
    </Stack>
  );
}
