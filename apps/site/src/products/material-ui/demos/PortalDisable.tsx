import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const area = { flex: '1 1 200px', minHeight: 88, p: 1.5, border: 1, borderRadius: 1 } as const;

export default function PortalDisable() {
  const [show, setShow] = React.useState(false);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const sidebar = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={show} onChange={(_e, checked) => setShow(checked)} />}
          label="Show badge"
        />
        <FormControlLabel
          control={
            <Switch checked={disablePortal} onChange={(_e, checked) => setDisablePortal(checked)} />
          }
          label="disablePortal"
        />
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ ...area, borderColor: 'primary.main' }}>
          <Typography variant="caption" component="p" color="text.secondary">
            Product card (where the Portal is declared)
          </Typography>
          {show ? (
            <Portal container={() => sidebar.current} disablePortal={disablePortal}>
              <Chip label="Free shipping" color="success" size="small" sx={{ mt: 1 }} />
            </Portal>
          ) : null}
        </Box>
        <Box ref={sidebar} sx={{ ...area, borderColor: 'divider', borderStyle: 'dashed' }}>
          <Typography variant="caption" component="p" color="text.secondary">
            Sidebar (the container)
          </Typography>
        </Box>
      </Box>
    </Stack>
  );
}
