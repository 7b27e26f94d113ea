import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

export default function JoyCssBaselineWidget() {
  const [email, setEmail] = React.useState('');
  const [subscribed, setSubscribed] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(true);
  };

  return (
    // The host page: its own font and spacing, which the widget must not depend on.
    <Box sx={{ width: '100%', fontFamily: 'Georgia, serif', fontSize: 18, lineHeight: 1.7 }}>
      <p style={{ marginTop: 0 }}>
        This paragraph belongs to the host page, a blog set in a serif font. The sign-up box below
        is a Joy UI widget embedded in it.
      </p>
      <ScopedCssBaseline
        component="aside"
        aria-label="Newsletter"
        sx={{
          maxWidth: 360,
          p: 2,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 'md',
        }}
      >
        <p style={{ marginTop: 0 }}>
          <b>The weekly digest.</b> One email on Fridays with the best new posts.
        </p>
        {subscribed ? (
          <p role="status" style={{ marginBottom: 0 }}>
            Thanks! Check {email} for a confirmation link.
          </p>
        ) : (
          <Box
            component="form"
            onSubmit={handleSubmit}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <FormControl required>
              <FormLabel>Email</FormLabel>
              <Input
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="you@example.com"
              />
              <FormHelperText>You can unsubscribe at any time.</FormHelperText>
            </FormControl>
            <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
              Subscribe
            </Button>
          </Box>
        )}
      </ScopedCssBaseline>
    </Box>
  );
}
