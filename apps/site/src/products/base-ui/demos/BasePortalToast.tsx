import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export default function BasePortalToast() {
  const [open, setOpen] = React.useState(false);
  const [usePortal, setUsePortal] = React.useState(true);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const timer = setTimeout(() => setOpen(false), 4000);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={usePortal} onChange={(event) => setUsePortal(event.target.checked)} />
        }
        label="Render the toast in document.body"
      />
      {/* The card is animated with a transform and clips its content. */}
      <Box
        sx={{
          width: '100%',
          maxWidth: 300,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          minHeight: 150,
          overflow: 'hidden',
          transform: 'translateZ(0)',
          color: 'text.primary',
          typography: 'body2',
        }}
      >
        <p>Draft: “Spring menu”</p>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Save draft
        </Button>
        {open && (
          <Portal disablePortal={!usePortal}>
            <Box
              role="status"
              sx={{
                position: 'fixed',
                bottom: 16,
                left: '50%',
                transform: 'translateX(-50%)',
                zIndex: 'snackbar',
                px: 2,
                py: 1,
                borderRadius: 1,
                boxShadow: 3,
                bgcolor: 'text.primary',
                color: 'background.paper',
                typography: 'body2',
                whiteSpace: 'nowrap',
              }}
            >
              Draft saved
            </Box>
          </Portal>
        )}
      </Box>
    </Box>
  );
}
