import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5}>
      <Alert variant="standard" severity="info">
        Standard: a tinted background for messages inside the page.
      </Alert>
      <Alert variant="outlined" severity="warning">
        Outlined: a border, for a lighter touch on busy screens.
      </Alert>
      <Alert variant="filled" severity="error">
        <AlertTitle>Sync failed</AlertTitle>
        Filled: the strongest emphasis, for problems that need attention now.
      </Alert>
    </Stack>
  );
}
