import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MobileStepper from '@mui/material/MobileStepper';
import type { MobileStepperProps } from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Variant = NonNullable<MobileStepperProps['variant']>;

const tips = [
  { title: 'Track every order', text: 'Each order shows where the parcel is, updated hourly.' },
  { title: 'Reorder in one tap', text: 'Open a past order and choose “Buy again”.' },
  { title: 'Returns are free', text: 'Start a return from the order page within 30 days.' },
  { title: 'Get alerts', text: 'Turn on notifications to hear when a parcel is out for delivery.' },
];

export default function StepperMobile() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [variant, setVariant] = React.useState<Variant>('dots');
  const backEl = React.useRef<HTMLButtonElement>(null);
  const nextEl = React.useRef<HTMLButtonElement>(null);
  const tip = tips[activeStep];
  const isLast = activeStep === tips.length - 1;

  // At either end one button becomes disabled: move focus to the other one first.
  const go = (step: number) => {
    if (step === 0) nextEl.current?.focus();
    if (step === tips.length - 1) backEl.current?.focus();
    setActiveStep(step);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <RadioGroup
        row
        aria-label="Stepper variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as Variant)}
      >
        <FormControlLabel value="dots" control={<Radio />} label="dots" />
        <FormControlLabel value="progress" control={<Radio />} label="progress" />
        <FormControlLabel value="text" control={<Radio />} label="text" />
      </RadioGroup>
      <Paper variant="outlined" sx={{ width: 320, overflow: 'hidden' }}>
        <Box sx={{ p: 2, minHeight: 120 }}>
          <Typography variant="overline" color="text.secondary">
            Tip {activeStep + 1} of {tips.length}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {tip?.title}
          </Typography>
          <Typography variant="body2">{tip?.text}</Typography>
        </Box>
        <MobileStepper
          variant={variant}
          steps={tips.length}
          position="static"
          activeStep={activeStep}
          LinearProgressProps={{ 'aria-label': 'Tour progress' }}
          backButton={
            <Button ref={backEl} disabled={activeStep === 0} onClick={() => go(activeStep - 1)}>
              Back
            </Button>
          }
          nextButton={
            <Button ref={nextEl} disabled={isLast} onClick={() => go(activeStep + 1)}>
              Next
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}
