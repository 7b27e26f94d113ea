import * as React from 'react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const steps = [
  {
    title: 'Delivery address',
    detail: 'Mia Jensen, Nørrebrogade 12, 2200 Copenhagen, Denmark',
    action: 'Continue to shipping method',
  },
  { title: 'Shipping method', detail: null, action: 'Continue to payment' },
  { title: 'Payment', detail: 'Visa ending in 4242, expires 08/27', action: 'Place order' },
];

export default function JoyAccordionCheckout() {
  const [open, setOpen] = React.useState<number | null>(0); // null: all closed
  const [done, setDone] = React.useState<number[]>([]);
  const [shipping, setShipping] = React.useState<string>('standard');

  const complete = (index: number) => {
    setDone((previous) => (previous.includes(index) ? previous : [...previous, index]));
    setOpen(index + 1 < steps.length ? index + 1 : null);
  };

  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 520, borderRadius: 'md' }}>
      {steps.map((step, index) => (
        <Accordion
          key={step.title}
          expanded={open === index}
          onChange={(_event, expanded) => setOpen(expanded ? index : null)}
        >
          <AccordionSummary>
            <Typography
              component="span"
              level="title-sm"
              endDecorator={
                done.includes(index) ? (
                  <CheckCircleRounded color="success" titleAccess="completed" />
                ) : null
              }
            >
              {index + 1}. {step.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {step.detail ? (
              <Typography level="body-sm">{step.detail}</Typography>
            ) : (
              <RadioGroup
                aria-label="Shipping method"
                size="sm"
                value={shipping}
                onChange={(event) => setShipping(event.target.value)}
              >
                <Radio value="standard" label="Standard, 3–5 working days · free" />
                <Radio value="express" label="Express, next working day · €9.90" />
              </RadioGroup>
            )}
            <Button
              size="sm"
              sx={{ mt: 1.5, alignSelf: 'flex-start' }}
              onClick={() => complete(index)}
            >
              {step.action}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
