import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const rows: { variant: Variant; color: Color }[] = [
  { variant: 'outlined', color: 'neutral' },
  { variant: 'soft', color: 'primary' },
  { variant: 'solid', color: 'success' },
  { variant: 'plain', color: 'warning' },
];

export default function JoyButtonGroupVariants() {
  return (
    <Stack spacing={2}>
      {rows.map(({ variant, color }) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 150, fontFamily: 'code' }}>
            {variant} / {color}
          </Typography>
          <ButtonGroup variant={variant} color={color} aria-label={`Message actions, ${variant}`}>
            <Button>Reply</Button>
            <Button>Reply all</Button>
            <Button>Forward</Button>
          </ButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
