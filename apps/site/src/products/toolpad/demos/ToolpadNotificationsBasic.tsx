import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NotificationsProvider, useNotifications } from '@toolpad/core/useNotifications';

function DigestSettings() {
  const notifications = useNotifications();
  const [weekly, setWeekly] = React.useState(true);

  const handleSave = () => {
    notifications.show(weekly ? 'Weekly digest turned on' : 'Weekly digest turned off', {
      autoHideDuration: 3000,
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, width: 1, maxWidth: 360 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h3">
          Email preferences
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />
          }
          label="Send me a weekly digest"
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={handleSave}>
            Save
          </Button>
          <Button onClick={() => notifications.show('Preferences are stored per workspace.')}>
            Help
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export default function ToolpadNotificationsBasic() {
  return (
    <NotificationsProvider>
      <DigestSettings />
    </NotificationsProvider>
  );
}
