import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

const messages: Record<AlertColor, string> = {
  success: 'Your changes were published.',
  info: 'A new version is available after the next restart.',
  warning: 'Your storage is 90% full.',
  error: 'The payment could not be processed.',
};

export default function AlertSeverity() {
  return (
    <Stack spacing={1.5}>
      {(Object.keys(messages) as AlertColor[]).map((severity) => (
        <Alert key={severity} severity={severity}>
          {messages[severity]}
        </Alert>
      ))}
    </Stack>
  );
}
