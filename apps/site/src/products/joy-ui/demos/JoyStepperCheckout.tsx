import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { label: 'Basket', text: 'Merino jumper (M) and two pairs of wool socks. Subtotal €96.00.' },
  { label: 'Delivery', text: 'Standard delivery to 14 Harbour Street, Galway, in 3–5 days.' },
  { label: 'Payment', text: 'Visa ending in 4242, charged when the order ships.' },
  { label: 'Review', text: 'Everything in order? Total €100.95 including delivery.' },
];

export default function JoyStepperCheckout() {
  const [active, setActive] = React.useState<number>(0);
  const [reached, setReached] = React.useState<number>(0); // furthest step opened so far
  const [placed, setPlaced] = React.useState<boolean>(false);
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const next = steps[active + 1]; // undefined on the last step

  const goTo = (index: number) => {
    setActive(index);
    setReached((previous) => Math.max(previous, index));
  };
  const placeOrder = () => {
    setPlaced(true);
    summaryRef.current?.focus(); // the button is about to be disabled
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Stepper aria-label="Checkout" sx={{ width: '100%' }}>
        {steps.map((step, index) => {
          const done = placed || (index < reached && index !== active);
          return (
            <Step
              key={step.label}
              orientation="vertical"
              indicator={
                <StepIndicator
                  variant={index === active && !placed ? 'solid' : 'soft'}
                  color={index <= reached ? 'primary' : 'neutral'}
                >
                  {done ? <Check /> : index + 1}
                </StepIndicator>
              }
            >
              <StepButton
                disabled={placed || index > reached}
                aria-current={index === active ? 'step' : undefined}
                onClick={() => goTo(index)}
                sx={{ color: index > reached ? 'text.tertiary' : 'text.primary' }}
              >
                {step.label}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Sheet ref={summaryRef} tabIndex={-1} role="status" variant="soft" sx={{ p: 2 }}>
        <Typography level="title-md">{placed ? 'Order placed' : steps[active]?.label}</Typography>
        <Typography level="body-sm">
          {placed ? 'Thank you! Order SO-10453 is confirmed.' : steps[active]?.text}
        </Typography>
      </Sheet>
      <Button
        sx={{ alignSelf: 'flex-end' }}
        disabled={placed}
        onClick={() => (next ? goTo(active + 1) : placeOrder())}
      >
        {next ? `Continue to ${next.label.toLowerCase()}` : 'Place order'}
      </Button>
    </Stack>
  );
}
