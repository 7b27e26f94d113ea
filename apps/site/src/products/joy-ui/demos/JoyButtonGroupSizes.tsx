import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyButtonGroupSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {size}
          </Typography>
          <ButtonGroup size={size} aria-label={`Export report, size ${size}`}>
            <Button>CSV</Button>
            <Button>Excel</Button>
            <Button>PDF</Button>
          </ButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
