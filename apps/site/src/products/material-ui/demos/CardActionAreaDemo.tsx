import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface Plan {
  id: string;
  name: string;
  price: string;
}

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', price: 'Free' },
  { id: 'team', name: 'Team', price: '€12 / month' },
  { id: 'business', name: 'Business', price: '€39 / month' },
];

export default function CardActionAreaDemo() {
  const [chosen, setChosen] = React.useState<string>('team');

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} role="group" aria-label="Choose a plan">
      {plans.map((plan) => (
        <Card
          key={plan.id}
          variant="outlined"
          sx={{ width: 160, borderColor: chosen === plan.id ? 'primary.main' : 'divider' }}
        >
          <CardActionArea aria-pressed={chosen === plan.id} onClick={() => setChosen(plan.id)}>
            <CardContent>
              <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                {plan.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.price}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
