import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Address', text: 'Deliver to Amara Diallo, 14 Rue des Lilas, 69003 Lyon.' },
  { label: 'Shipping', text: 'Express delivery in 1–2 days for 7.90 €.', optional: true },
  { label: 'Payment', text: 'Pay with the card ending in 4242.' },
  { label: 'Review', text: '3 items, delivered to Lyon, 86.40 € in total.' },
];

export default function StepperCheckout() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moveFocus = React.useRef<boolean>(false);
  const step = activeStep < steps.length ? steps[activeStep] : null;
  const others = skipped.filter((index) => index !== activeStep);

  // After Back, Next or Skip, move focus to the new step's heading (not on the first render).
  React.useEffect(() => {
    if (moveFocus.current) headingRef.current?.focus();
  }, [activeStep]);

  const goTo = (index: number, nextSkipped: number[]) => {
    setSkipped(nextSkipped);
    moveFocus.current = true;
    setActiveStep(index);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map(({ label, optional }, index) => (
          // A skipped step is behind the active one, but it is not completed.
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel optional={optional && <Typography variant="caption">Optional</Typography>}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3">
          {step ? step.label : 'Order confirmed'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {step ? step.text : 'Thank you! Order #5121 is on its way.'}
          {step?.optional && ' Skip to keep free standard delivery.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {step ? (
            <>
              <Button disabled={activeStep === 0} onClick={() => goTo(activeStep - 1, skipped)}>
                Back
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              {step.optional && (
                <Button onClick={() => goTo(activeStep + 1, [...others, activeStep])}>Skip</Button>
              )}
              <Button variant="contained" onClick={() => goTo(activeStep + 1, others)}>
                {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
              </Button>
            </>
          ) : (
            <Button onClick={() => goTo(0, [])}>Start a new order</Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
