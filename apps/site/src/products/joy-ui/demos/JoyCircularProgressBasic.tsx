import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyCircularProgressBasic() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Loading your orders" />
        <Typography level="body-sm">Indeterminate</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress determinate value={40} aria-label="Profile completion" />
        <Typography level="body-sm">Determinate, 40%</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress
          determinate
          value={72}
          size="lg"
          aria-label="Profile completion"
          aria-valuetext="72%, 5 of 7 steps done"
        >
          <Typography level="body-xs" sx={{ fontWeight: 'lg' }}>
            72%
          </Typography>
        </CircularProgress>
        <Typography level="body-sm">With a label inside</Typography>
      </Stack>
    </Stack>
  );
}
