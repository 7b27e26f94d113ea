import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

type Setting = 'email' | 'push' | 'quietHours' | 'digest';

const settings: { key: Setting; label: string; hint: string }[] = [
  { key: 'email', label: 'Email notifications', hint: 'Order updates and invoices by email.' },
  { key: 'push', label: 'Push notifications', hint: 'Alerts on this device when a parcel ships.' },
  { key: 'quietHours', label: 'Quiet hours', hint: 'No push alerts between 22:00 and 07:00.' },
  { key: 'digest', label: 'Weekly digest', hint: 'A Monday summary of last week’s orders.' },
];

export default function JoySwitchSettings() {
  const [values, setValues] = React.useState<Record<Setting, boolean>>({
    email: true,
    push: false,
    quietHours: true,
    digest: false,
  });

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 420, p: 2 }}>
      <Typography level="title-md" sx={{ mb: 1 }}>
        Notifications
      </Typography>
      <Stack divider={<Divider />} spacing={1.5}>
        {settings.map(({ key, label, hint }) => (
          <FormControl
            key={key}
            orientation="horizontal"
            sx={{ justifyContent: 'space-between', gap: 2 }}
          >
            <div>
              <FormLabel>{label}</FormLabel>
              <FormHelperText sx={{ mt: 0 }}>
                {key === 'quietHours' && !values.push ? 'Turn on push notifications first.' : hint}
              </FormHelperText>
            </div>
            <Switch
              // Quiet hours only matter while push notifications are on.
              disabled={key === 'quietHours' && !values.push}
              checked={values[key]}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setValues({ ...values, [key]: event.target.checked })
              }
            />
          </FormControl>
        ))}
      </Stack>
    </Sheet>
  );
}
