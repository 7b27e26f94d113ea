import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A local preview that ignores the page's own mode, so both looks can be compared.
// A theme object would be merged into the page's CSS-variables theme (and keep reading its
// variables); a function returns the preview theme as it is.
const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });
const keepLight = () => lightTheme;
const keepDark = () => darkTheme;
const levels = [0, 1, 4, 8, 16, 24];

export default function PaperDarkOverlay() {
  const [dark, setDark] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={dark} onChange={(_event, checked) => setDark(checked)} />}
        label="Dark preview"
      />
      <ThemeProvider theme={dark ? keepDark : keepLight}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', p: 2, bgcolor: 'background.default', borderRadius: 1 }}
        >
          {levels.map((elevation) => (
            <Paper
              key={elevation}
              elevation={elevation}
              sx={{
                width: 96,
                height: 72,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Typography variant="body2">{`elevation=${elevation}`}</Typography>
            </Paper>
          ))}
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
