import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: 'Free', detail: 'Up to 3 projects and 5 members' },
  { id: 'team', name: 'Team', price: '€12 per user / month', detail: 'Unlimited projects, guests' },
  { id: 'business', name: 'Business', price: '€24 per user / month', detail: 'SSO and audit log' },
];

export default function JoyRadioPlans() {
  const id = React.useId();
  const [plan, setPlan] = React.useState<string>('team');

  return (
    <FormControl>
      <FormLabel>Choose a plan</FormLabel>
      <RadioGroup
        overlay
        name="plan"
        orientation="horizontal"
        value={plan}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setPlan(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1.5 }}
      >
        {plans.map((item) => (
          <Sheet
            key={item.id}
            variant="outlined"
            sx={{ flex: '1 1 160px', p: 2, borderRadius: 'md', boxShadow: 'sm' }}
          >
            <Radio
              value={item.id}
              label={item.name}
              slotProps={{
                input: { 'aria-describedby': `${id}-${item.id}` },
                action: ({ checked }) => ({
                  sx: checked ? { border: '2px solid', borderColor: 'primary.500' } : {},
                }),
              }}
            />
            <Typography id={`${id}-${item.id}`} level="body-sm" sx={{ mt: 1 }}>
              <Typography component="span" level="title-sm" sx={{ display: 'block' }}>
                {item.price}
              </Typography>
              {item.detail}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
