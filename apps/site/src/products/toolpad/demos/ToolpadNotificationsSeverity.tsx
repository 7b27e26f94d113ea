import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  NotificationsProvider,
  useNotifications,
  type ShowNotificationOptions,
} from '@toolpad/core/useNotifications';

type Severity = NonNullable<ShowNotificationOptions['severity']>;

const examples: { severity: Severity; message: string }[] = [
  { severity: 'success', message: 'Payment of $240.00 received' },
  { severity: 'info', message: 'A new version is available' },
  { severity: 'warning', message: 'Your storage is 90% full' },
  { severity: 'error', message: 'The card was declined' },
];

function SeverityButtons() {
  const notifications = useNotifications();

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {examples.map(({ severity, message }) => (
        <Button
          key={severity}
          variant="outlined"
          color={severity}
          onClick={() => notifications.show(message, { severity, autoHideDuration: 4000 })}
        >
          {severity}
        </Button>
      ))}
    </Stack>
  );
}

export default function ToolpadNotificationsSeverity() {
  return (
    <NotificationsProvider>
      <SeverityButtons />
    </NotificationsProvider>
  );
}
