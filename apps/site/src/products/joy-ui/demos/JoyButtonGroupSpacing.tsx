import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const examples = [
  { spacing: 0, label: 'spacing={0}' },
  { spacing: 1, label: 'spacing={1}' },
  { spacing: '1.5rem', label: 'spacing="1.5rem"' },
];

export default function JoyButtonGroupSpacing() {
  return (
    <Stack spacing={2}>
      {examples.map(({ spacing, label }) => (
        <Stack key={label} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 140, fontFamily: 'code' }}>
            {label}
          </Typography>
          <ButtonGroup spacing={spacing} aria-label={`Draft actions, ${label}`}>
            <Button>Discard</Button>
            <Button>Save draft</Button>
            <Button variant="solid" color="primary">
              Publish
            </Button>
          </ButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
