import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

type Step = 'address' | 'delivery' | 'payment';

const steps: { key: Step; title: string; body: string }[] = [
  {
    key: 'address',
    title: '1. Shipping address',
    body: 'Ada Lovelace, 12 St James’s Square, London SW1Y 4JH',
  },
  {
    key: 'delivery',
    title: '2. Delivery method',
    body: 'Standard delivery, 2–4 working days, free',
  },
  { key: 'payment', title: '3. Payment', body: 'Visa ending in 4242, expires 08/27' },
];

export default function AccordionCheckout() {
  const id = React.useId();
  const [expanded, setExpanded] = React.useState<Step | false>('address');
  const [completed, setCompleted] = React.useState<Step[]>([]);

  const handleChange = (step: Step) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? step : false);
  };

  const confirm = (step: Step, index: number) => {
    setCompleted((current) => (current.includes(step) ? current : [...current, step]));
    setExpanded(steps[index + 1]?.key ?? false);
  };

  return (
    <div>
      {steps.map((step, index) => {
        // A section opens only once every earlier section has been confirmed.
        const locked = steps.slice(0, index).some((previous) => !completed.includes(previous.key));
        return (
          <Accordion
            key={step.key}
            expanded={expanded === step.key}
            onChange={handleChange(step.key)}
            disabled={locked}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${id}-${step.key}-header`}
              aria-controls={`${id}-${step.key}-content`}
            >
              <Typography sx={{ fontWeight: 500, flexGrow: 1 }}>{step.title}</Typography>
              {completed.includes(step.key) && (
                <Typography variant="body2" color="success.main" sx={{ mr: 1 }}>
                  Confirmed
                </Typography>
              )}
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{step.body}</Typography>
            </AccordionDetails>
            <AccordionActions>
              <Button size="small" variant="contained" onClick={() => confirm(step.key, index)}>
                {index + 1 < steps.length ? 'Continue' : 'Place order'}
              </Button>
            </AccordionActions>
          </Accordion>
        );
      })}
      <Typography role="status" sx={{ mt: 2 }}>
        {completed.length === steps.length ? 'Thank you! Your order is on its way.' : ''}
      </Typography>
    </div>
  );
}
