import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="text">Text</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="contained">Contained</Button>
      <Button variant="contained" disabled>
        Disabled
      </Button>
      <Button variant="outlined" href="#variants">
        Link
      </Button>
    </Stack>
  );
}
