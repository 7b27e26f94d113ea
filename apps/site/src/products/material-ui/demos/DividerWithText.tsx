import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography variant="h6" component="h3">
        Sign in to Northwind
      </Typography>
      <Button variant="outlined">Continue with your work account</Button>
      {/* The word only helps sighted readers; the choice is clear without it. */}
      <Divider aria-hidden>or</Divider>
      <TextField label="Email address" type="email" autoComplete="email" size="small" />
      <Button variant="contained">Email me a sign-in link</Button>
      {/* role="presentation" exposes the text as ordinary text instead of hiding it in a separator. */}
      <Divider
        textAlign="left"
        role="presentation"
        sx={{ pt: 1, color: 'text.secondary', typography: 'overline' }}
      >
        Trouble signing in
      </Divider>
      <Typography variant="body2" color="text.secondary">
        Links expire after 15 minutes. Ask your administrator to reset access if your work account
        is locked.
      </Typography>
    </Stack>
  );
}
