import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

const areaSx = {
  flex: '1 1 140px',
  minHeight: 96,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  typography: 'body2',
};

export default function BasePortalBasic() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const sidebarRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box sx={{ color: 'text.primary' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Box sx={areaSx}>
          <strong>Article</strong>
          <Portal container={() => sidebarRef.current} disablePortal={disablePortal}>
            <Box
              sx={{
                mt: 1,
                p: 1,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              Related links (declared in the article)
            </Box>
          </Portal>
        </Box>
        <Box ref={sidebarRef} sx={areaSx}>
          <strong>Sidebar</strong>
        </Box>
      </Box>
    </Box>
  );
}
