import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Personal details', 'Experience', 'Documents', 'Submit'];
const current = 2; // "Documents" is the step in progress

// Text for screen readers only: the check mark and the colours are visual cues.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function JoyStepperBasic() {
  const [orientation, setOrientation] = React.useState<'horizontal' | 'vertical'>('horizontal');

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel>Orientation</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={orientation}
          onChange={(event) => setOrientation(event.target.value as 'horizontal' | 'vertical')}
        >
          <Radio value="horizontal" label="Horizontal" />
          <Radio value="vertical" label="Vertical" />
        </RadioGroup>
      </FormControl>
      <Stepper orientation={orientation} aria-label="Job application" sx={{ maxWidth: 640 }}>
        {steps.map((label, index) => {
          const completed = index < current;
          const active = index === current;
          return (
            <Step
              key={label}
              completed={completed}
              active={active}
              aria-current={active ? 'step' : undefined}
              indicator={
                <StepIndicator
                  variant={active ? 'solid' : completed ? 'soft' : 'outlined'}
                  color={active || completed ? 'primary' : 'neutral'}
                >
                  {completed ? <Check /> : index + 1}
                </StepIndicator>
              }
              sx={completed ? { '--Step-connectorBg': 'var(--joy-palette-primary-300)' } : {}}
            >
              <Box component="span">
                {label}
                {completed && (
                  <Box component="span" sx={visuallyHidden}>
                    , completed
                  </Box>
                )}
              </Box>
            </Step>
          );
        })}
      </Stepper>
    </Stack>
  );
}
