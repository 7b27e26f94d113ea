import * as React from 'react';
import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Notice {
  key: number;
  severity: AlertColor;
  text: string;
}

export default function SnackbarAlert() {
  const [notice, setNotice] = React.useState<Notice | null>(null);

  const show = (severity: AlertColor, text: string) => {
    // A new key restarts the auto-hide timer when a second notice replaces the first.
    setNotice({ key: Date.now(), severity, text });
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => show('success', 'Settings saved')}>Save</Button>
      <Button color="error" onClick={() => show('error', 'Could not reach the server')}>
        Simulate a failure
      </Button>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          variant="filled"
          onClose={() => setNotice(null)}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
