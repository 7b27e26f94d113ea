import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkButton() {
  const [sent, setSent] = React.useState<number>(0);

  return (
    <Stack spacing={1}>
      <Typography>
        We sent a six-digit code to <strong>ada@example.com</strong>.
      </Typography>
      <Typography variant="body2">
        Didn&apos;t get it?{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setSent((n) => n + 1)}
        >
          Resend the code
        </Link>{' '}
        or{' '}
        <Link href="#change-email" variant="body2">
          use a different email address
        </Link>
        .
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {sent > 0 ? `A new code is on its way (${sent} sent).` : ''}
      </Typography>
    </Stack>
  );
}
