import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const speeds = [
  { value: 'standard', label: 'Standard', detail: '3–5 working days, free' },
  { value: 'express', label: 'Express', detail: 'next working day, €6.90' },
  { value: 'same-day', label: 'Same day', detail: 'order before 11:00, €12.50' },
];

export default function JoySelectBasic() {
  const [speed, setSpeed] = React.useState<string | null>(null);
  const chosen = speeds.find((option) => option.value === speed);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      <FormControl>
        <FormLabel>Delivery speed</FormLabel>
        <Select
          name="deliverySpeed"
          placeholder="Choose a delivery speed"
          sx={{ '--Select-placeholderOpacity': 0.75 }}
          value={speed}
          onChange={(_event, newValue) => setSpeed(newValue)}
        >
          {speeds.map((option) => (
            <Option key={option.value} value={option.value} label={option.label}>
              <Stack>
                <Typography level="title-sm">{option.label}</Typography>
                <Typography level="body-xs">{option.detail}</Typography>
              </Stack>
            </Option>
          ))}
        </Select>
        <FormHelperText>Parcels ship from our Rotterdam warehouse.</FormHelperText>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" role="status" sx={{ flex: 1 }}>
          {chosen ? `${chosen.label}: ${chosen.detail}.` : 'No delivery speed chosen yet.'}
        </Typography>
        <Button size="sm" variant="plain" disabled={speed === null} onClick={() => setSpeed(null)}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
