import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Choose the item', text: 'Linen curtain, 140 × 250 cm, from order #4821.' },
  { label: 'Tell us why', text: 'Reason: the colour does not match the photo.' },
  { label: 'Drop it off', text: 'Bring the parcel to any post office within 14 days.' },
];

export default function StepperVertical() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  // The buttons of a step disappear when it closes: move focus to the new step's text.
  const focusTarget = React.useRef<HTMLParagraphElement>(null);
  const moveFocus = React.useRef<boolean>(false);

  React.useEffect(() => {
    if (moveFocus.current) focusTarget.current?.focus();
  }, [activeStep]);

  const goTo = (index: number) => {
    moveFocus.current = true;
    setActiveStep(index);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel
              optional={
                index === steps.length - 1 ? (
                  <Typography variant="caption">Last step</Typography>
                ) : undefined
              }
            >
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography
                variant="body2"
                tabIndex={-1}
                ref={index === activeStep ? focusTarget : undefined}
              >
                {step.text}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button variant="contained" size="small" onClick={() => goTo(index + 1)}>
                  {index === steps.length - 1 ? 'Request return' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => goTo(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box sx={{ mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" tabIndex={-1} ref={focusTarget}>
            Return requested. Your refund is issued once the parcel arrives.
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => goTo(0)}>
            Start again
          </Button>
        </Box>
      )}
    </Box>
  );
}
