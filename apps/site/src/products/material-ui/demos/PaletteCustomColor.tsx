import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteColor } from '@mui/material/styles';

// A colour given only by its main value: augmentColor derives light, dark and contrastText.
const base = createTheme();
const teal: PaletteColor = base.palette.augmentColor({ color: { main: '#00796b' }, name: 'teal' });

const theme = createTheme({
  palette: {
    primary: { main: '#5e35b1' },
    secondary: teal,
  },
});

export default function PaletteCustomColor() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained">Primary</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button variant="outlined" color="secondary">
          Outlined
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {(['light', 'main', 'dark'] as const).map((shade) => (
          <Stack key={shade} sx={{ alignItems: 'center', gap: 0.5, fontSize: 12 }}>
            <Stack sx={{ width: 48, height: 32, borderRadius: 1, bgcolor: `secondary.${shade}` }} />
            {shade}
          </Stack>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
