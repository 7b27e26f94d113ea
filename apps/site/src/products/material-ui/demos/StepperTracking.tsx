import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector from '@mui/material/StepConnector';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { StepIconProps } from '@mui/material/StepIcon';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

const milestones = [
  { label: 'Ordered', detail: 'Mon 3 March', Icon: ShoppingCart },
  { label: 'Packed', detail: 'Tue 4 March', Icon: Inventory2 },
  { label: 'Shipped', detail: 'In transit', Icon: LocalShipping },
  { label: 'Delivered', detail: 'Due Thu 6 March', Icon: Home },
];
const current = 2;
const circle = {
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
};

// Replaces the numbered circle. Pick the props you need: do not spread them onto the DOM.
function TrackingStepIcon({ icon, active, completed }: StepIconProps) {
  const Icon = milestones[Number(icon) - 1]?.Icon ?? Home;
  const colors =
    active || completed
      ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
      : { bgcolor: 'action.selected', color: 'text.secondary' };
  return (
    <Box sx={{ ...circle, ...colors, boxShadow: active ? 4 : 0 }}>
      <Icon fontSize="small" />
    </Box>
  );
}

// A thicker line, centred on the 40px icons, coloured up to the current step.
const connector = (
  <StepConnector
    sx={{
      top: 18,
      left: 'calc(-50% + 28px)',
      right: 'calc(50% + 28px)',
      '& .MuiStepConnector-line': { borderTopWidth: 4, borderColor: 'divider' },
      '&.Mui-active .MuiStepConnector-line, &.Mui-completed .MuiStepConnector-line': {
        borderColor: 'primary.main',
      },
    }}
  />
);

export default function StepperTracking() {
  return (
    <Stepper
      activeStep={current}
      alternativeLabel
      connector={connector}
      component="ol"
      aria-label="Delivery progress for order #4821"
      sx={{ width: '100%', listStyle: 'none', p: 0, m: 0 }}
    >
      {milestones.map((step, index) => (
        <Step key={step.label} component="li" aria-current={index === current ? 'step' : undefined}>
          <StepLabel
            slots={{ stepIcon: TrackingStepIcon }}
            optional={<Typography variant="caption">{step.detail}</Typography>}
          >
            {step.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
