import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';
import { NotificationsProvider, useNotifications } from '@toolpad/core/useNotifications';

function SyncPanel() {
  const notifications = useNotifications();
  const [syncing, setSyncing] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // Stop the pretend sync if the demo unmounts halfway.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSync = () => {
    setSyncing(true);
    // No autoHideDuration: it stays up until the code closes it.
    const key = notifications.show('Syncing 48 contacts…', { severity: 'info' });
    timer.current = setTimeout(() => {
      notifications.close(key);
      notifications.show('Contacts are up to date', {
        severity: 'success',
        autoHideDuration: 3000,
      });
      setSyncing(false);
    }, 2500);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>Contacts were last synced yesterday at 17:05.</Typography>
      <Button variant="contained" startIcon={<SyncIcon />} disabled={syncing} onClick={handleSync}>
        {syncing ? 'Syncing…' : 'Sync now'}
      </Button>
    </Stack>
  );
}

export default function ToolpadNotificationsClose() {
  return (
    <NotificationsProvider>
      <SyncPanel />
    </NotificationsProvider>
  );
}
