import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

const variants: Variant[] = ['outlined', 'soft', 'solid', 'plain'];

// Each priority carries a colour that matches its meaning.
const priorities: { value: string; color: Color }[] = [
  { value: 'Low', color: 'neutral' },
  { value: 'Normal', color: 'primary' },
  { value: 'High', color: 'warning' },
  { value: 'Urgent', color: 'danger' },
];

export default function JoyRadioVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          <RadioGroup
            orientation="horizontal"
            defaultValue="High"
            aria-label={`Ticket priority, ${variant} variant`}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
          >
            {priorities.map(({ value, color }) => (
              <Radio key={value} value={value} label={value} variant={variant} color={color} />
            ))}
          </RadioGroup>
        </Stack>
      ))}
    </Stack>
  );
}
