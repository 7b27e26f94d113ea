import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material/styles';

// Two static themes: this preview switches locally and leaves the page's own mode alone.
const themes: Record<PaletteMode, ReturnType<typeof createTheme>> = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

export default function DarkModeLocal() {
  const [mode, setMode] = React.useState<PaletteMode>('dark');

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={mode === 'dark'} onChange={(_e, on) => setMode(on ? 'dark' : 'light')} />
        }
        label="Dark preview"
      />
      {/* A function replaces the page's theme rather than merging into it: merged, the page's
          CSS variables would still colour the preview. */}
      <ThemeProvider theme={() => themes[mode]}>
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Alert severity="info">This surface uses the {mode} palette.</Alert>
            <Stack direction="row" spacing={1}>
              <Button variant="contained">Contained</Button>
              <Button variant="outlined">Outlined</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
