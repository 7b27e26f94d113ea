import * as React from 'react';
import Home from '@mui/icons-material/HomeOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const events = [
  { label: 'Order placed', time: 'Mon 10 March, 09:14', icon: <ReceiptLong /> },
  { label: 'Packed', time: 'Mon 10 March, 16:40', icon: <Inventory /> },
  { label: 'Shipped', time: 'Tue 11 March, 08:05 · DHL 00340434', icon: <LocalShipping /> },
  { label: 'Delivered', time: 'Expected Thu 13 March', icon: <Home /> },
];
const current = 2; // the parcel is on its way

export default function JoyStepperOrderTracking() {
  const headingId = React.useId();

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 380 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography level="title-md" id={headingId}>
          Order SO-10452
        </Typography>
        <Chip variant="soft" color="primary" size="sm">
          In transit
        </Chip>
      </Stack>
      <Stepper
        orientation="vertical"
        aria-labelledby={headingId}
        sx={{ '--StepIndicator-size': '2rem', '--Step-connectorThickness': '2px' }}
      >
        {events.map((event, index) => {
          const done = index < current;
          const isCurrent = index === current;
          return (
            <Step
              key={event.label}
              completed={done}
              active={isCurrent}
              aria-current={isCurrent ? 'step' : undefined}
              indicator={
                <StepIndicator
                  variant={isCurrent ? 'solid' : done ? 'soft' : 'outlined'}
                  color={isCurrent ? 'primary' : done ? 'success' : 'neutral'}
                >
                  {event.icon}
                </StepIndicator>
              }
              sx={done ? { '--Step-connectorBg': 'var(--joy-palette-success-400)' } : {}}
            >
              <div>
                <Typography level="title-sm">{event.label}</Typography>
                <Typography level="body-xs">{event.time}</Typography>
              </div>
            </Step>
          );
        })}
      </Stepper>
    </Sheet>
  );
}
