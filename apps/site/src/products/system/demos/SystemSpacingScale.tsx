import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';

const steps: number[] = [0.5, 1, 2, 3, 4, 6];

export default function SystemSpacingScale() {
  const theme = useTheme();

  return (
    <Stack spacing={1}>
      {steps.map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 72, fontFamily: 'monospace', fontSize: 14 }}>p: {step}</Box>
          <Box sx={{ bgcolor: 'primary.light', display: 'inline-flex' }}>
            {/* The padding shows as the coloured frame around the inner box. */}
            <Box sx={{ p: step, display: 'inline-flex' }}>
              <Box sx={{ width: 16, height: 16, bgcolor: 'background.paper' }} />
            </Box>
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{theme.spacing(step)}</Box>
        </Stack>
      ))}
    </Stack>
  );
}
