import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NotificationsProvider, useNotifications } from '@toolpad/core/useNotifications';

const files = ['invoices-march.csv', 'invoices-april.csv', 'invoices-may.csv'];

function ImportButtons() {
  const notifications = useNotifications();

  const handleImport = () => {
    files.forEach((file) => {
      notifications.show(`Imported ${file}`, { severity: 'success', autoHideDuration: 2500 });
    });
  };

  const handleOffline = () => {
    // With a fixed key, clicking again while it is queued adds nothing.
    notifications.show('You are offline. Changes are saved on this device.', {
      key: 'offline',
      severity: 'warning',
    });
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" onClick={handleImport}>
        Import 3 files
      </Button>
      <Button variant="outlined" onClick={handleOffline}>
        Go offline
      </Button>
    </Stack>
  );
}

export default function ToolpadNotificationsQueue() {
  return (
    <NotificationsProvider>
      <ImportButtons />
    </NotificationsProvider>
  );
}
