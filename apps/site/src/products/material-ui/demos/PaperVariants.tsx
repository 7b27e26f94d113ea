import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { label: 'elevation (default)', props: {} },
  { label: 'outlined', props: { variant: 'outlined' } },
  { label: 'square', props: { square: true } },
  { label: 'outlined + square', props: { variant: 'outlined', square: true } },
] as const;

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
      {examples.map(({ label, props }) => (
        <Paper
          key={label}
          {...props}
          sx={{ width: 140, height: 80, p: 1.5, display: 'flex', alignItems: 'flex-end' }}
        >
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            {label}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
