import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const shortcuts: [keys: string, action: string][] = [
  ['Ctrl + S', 'Save the draft'],
  ['Ctrl + Enter', 'Publish'],
  ['Ctrl + K', 'Insert a link'],
  ['Esc', 'Close this panel'],
];

export default function ModalBasic() {
  const [open, setOpen] = React.useState<boolean>(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Modal adds no dialog semantics: the content declares them itself. */}
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            p: 3,
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            outline: 'none',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            These work anywhere in the editor.
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {shortcuts.map(([keys, action]) => (
              <React.Fragment key={keys}>
                <Box component="dt" sx={{ typography: 'body2', fontFamily: 'monospace' }}>
                  {keys}
                </Box>
                <Box component="dd" sx={{ typography: 'body2', m: 0 }}>
                  {action}
                </Box>
              </React.Fragment>
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
