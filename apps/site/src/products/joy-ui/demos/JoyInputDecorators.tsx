import * as React from 'react';
import Search from '@mui/icons-material/Search';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyInputDecorators() {
  const [code, setCode] = React.useState<string>('SPRING24');
  const [applied, setApplied] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Search customers</FormLabel>
        <Input startDecorator={<Search />} placeholder="Name, email or company" />
      </FormControl>
      <FormControl>
        <FormLabel>Price per seat</FormLabel>
        <Input
          type="number"
          defaultValue={12}
          startDecorator="€"
          endDecorator={<Typography level="body-sm">per month</Typography>}
          slotProps={{ input: { min: 0, step: 0.5 } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Coupon code</FormLabel>
        <Input
          value={code}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setCode(event.target.value)}
          endDecorator={
            <Button variant="soft" onClick={() => setApplied(code.trim().toUpperCase())}>
              Apply
            </Button>
          }
        />
      </FormControl>
      <Typography level="body-sm" role="status">
        {applied ? `Code ${applied} applied: 15% off your next invoice.` : ''}
      </Typography>
    </Stack>
  );
}
