import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function BasePortalEvents() {
  const [clicks, setClicks] = React.useState(0);
  const trayRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary', typography: 'body2' }}
    >
      {/* This listener also hears clicks from the portaled buttons. */}
      <Box
        onClick={() => setClicks((count) => count + 1)}
        sx={{ flex: '1 1 160px', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <strong>Toolbar owner</strong>
        <p>Clicks heard: {clicks}</p>
        <Portal container={() => trayRef.current}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" size="small">
              Bold
            </Button>
            <Button variant="outlined" size="small">
              Italic
            </Button>
          </Box>
        </Portal>
      </Box>
      <Box
        ref={trayRef}
        sx={{ flex: '1 1 160px', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box component="strong" sx={{ display: 'block', mb: 1 }}>
          Tray (DOM parent of the buttons)
        </Box>
      </Box>
    </Box>
  );
}
