import * as React from 'react';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyAlertDecorators() {
  const [showTip, setShowTip] = React.useState<boolean>(true);

  return (
    <Stack spacing={2}>
      {showTip ? (
        <Alert
          role="status"
          color="primary"
          startDecorator={<InfoRounded />}
          endDecorator={
            <IconButton
              variant="plain"
              color="primary"
              size="sm"
              aria-label="Dismiss tip"
              onClick={() => setShowTip(false)}
            >
              <CloseRounded />
            </IconButton>
          }
        >
          Tip: press / anywhere to search your projects.
        </Alert>
      ) : (
        <Button variant="plain" sx={{ alignSelf: 'flex-start' }} onClick={() => setShowTip(true)}>
          Show the search tip again
        </Button>
      )}
      <Alert
        role="status"
        color="warning"
        variant="outlined"
        startDecorator={<WarningRounded />}
        sx={{ alignItems: 'flex-start' }}
      >
        <Box>
          <Typography level="title-sm" color="warning">
            Scheduled maintenance
          </Typography>
          <Typography level="body-sm" color="warning">
            Invoices cannot be sent on Sunday, 14 June, between 01:00 and 03:00 UTC. Drafts are
            saved as usual.
          </Typography>
        </Box>
      </Alert>
    </Stack>
  );
}
