import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkUnderline() {
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          underline=&quot;always&quot; (the default), inside running text
        </Typography>
        <Typography>
          Read the <Link href="#terms">terms of service</Link> before you create an account.
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          underline=&quot;hover&quot;, in a row of footer links
        </Typography>
        <Stack direction="row" spacing={2}>
          <Link href="#privacy" underline="hover">
            Privacy
          </Link>
          <Link href="#cookies" underline="hover">
            Cookies
          </Link>
          <Link href="#contact" underline="hover">
            Contact us
          </Link>
        </Stack>
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          underline=&quot;none&quot;, as the title of a list entry
        </Typography>
        <Link href="#release-4-2" underline="none" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Version 4.2: faster exports and a new calendar view
        </Link>
      </Stack>
    </Stack>
  );
}
