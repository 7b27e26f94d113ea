import * as React from 'react';
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

// Assumes <StyledEngineProvider injectFirst>, so utilities win over the component's own styles.
export default function CardActionAreaDemo() {
  const [chosen, setChosen] = React.useState<string>('team');

  return (
    <div className="flex flex-wrap gap-4" role="group" aria-label="Choose a plan">
      {plans.map((plan) => (
        <Card
          key={plan.id}
          variant="outlined"
          className={`w-40 ${chosen === plan.id ? 'border-blue-700' : 'border-black/10 dark:border-white/10'}`}
        >
          <CardActionArea aria-pressed={chosen === plan.id} onClick={() => setChosen(plan.id)}>
            <CardContent>
              <Typography variant="h6" component="span" className="block">
                {plan.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.price}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </div>
  );
}
