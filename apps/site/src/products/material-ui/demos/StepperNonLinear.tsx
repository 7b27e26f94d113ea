import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const tasks = [
  { label: 'Store details', hint: 'Name your shop and choose its currency.' },
  { label: 'Products', hint: 'Add at least one product with a price and a photo.' },
  { label: 'Payments', hint: 'Connect a bank account to receive payouts.' },
  { label: 'Domain', hint: 'Use your own domain or keep the free address.' },
];

export default function StepperNonLinear() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const [completed, setCompleted] = React.useState<boolean[]>(() => tasks.map(() => false));
  const doneCount = completed.filter(Boolean).length;

  const toggleDone = () => {
    const next = completed.map((done, index) => (index === activeStep ? !done : done));
    setCompleted(next);
    // Jump to the first unfinished task, if any is left.
    const firstOpen = next.findIndex((done) => !done);
    if (!completed[activeStep] && firstOpen !== -1) setActiveStep(firstOpen);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {tasks.map((task, index) => (
          <Step key={task.label} completed={completed[index]}>
            <StepButton onClick={() => setActiveStep(index)}>{task.label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {doneCount === tasks.length
            ? 'Your shop is ready to open.'
            : `${doneCount} of ${tasks.length} tasks done`}
        </Typography>
        <Typography sx={{ mt: 1 }}>{tasks[activeStep]?.hint}</Typography>
        <Button variant="outlined" onClick={toggleDone} sx={{ mt: 2 }}>
          {completed[activeStep] ? 'Mark as not done' : 'Mark as done'}
        </Button>
      </Box>
    </Box>
  );
}
