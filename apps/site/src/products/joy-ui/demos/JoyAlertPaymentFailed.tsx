import * as React from 'react';
import CreditCardOffRounded from '@mui/icons-material/CreditCardOffRounded';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyAlertPaymentFailed() {
  const [failed, setFailed] = React.useState<boolean>(false);
  const payButton = React.useRef<HTMLButtonElement>(null);

  const updateCard = () => {
    // Stands in for opening the card form; keep focus on the page, not on <body>.
    setFailed(false);
    payButton.current?.focus();
  };

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 520 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Box>
            <Typography level="title-md">Team plan, annual</Typography>
            <Typography level="body-sm">Visa ending in 4242 · €1,188.00</Typography>
          </Box>
          <Button ref={payButton} onClick={() => setFailed(true)}>
            {failed ? 'Retry payment' : 'Pay now'}
          </Button>
        </Stack>
        {failed && (
          <Alert
            variant="soft"
            color="danger"
            startDecorator={<CreditCardOffRounded />}
            endDecorator={
              <Button size="sm" variant="solid" color="danger" onClick={updateCard}>
                Update card
              </Button>
            }
            sx={{ alignItems: 'flex-start' }}
          >
            <Box>
              <Typography level="title-sm" color="danger">
                Payment declined
              </Typography>
              <Typography level="body-sm" color="danger">
                Your bank refused the charge. Check the card details or use another card.
              </Typography>
            </Box>
          </Alert>
        )}
      </Stack>
    </Sheet>
  );
}
