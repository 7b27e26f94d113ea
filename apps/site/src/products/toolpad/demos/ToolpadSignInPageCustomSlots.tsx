import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const DEMO_ACCOUNT = { email: 'lena.fischer@example.com', password: 'ledger-7781' };

const providers: AuthProvider[] = [{ id: 'credentials', name: 'Email and password' }];

const branding = { title: 'Ledger' };

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

// Slot components live outside the demo so they keep their state between renders.
function ForgotPasswordLink() {
  const [sent, setSent] = React.useState(false);
  if (sent) {
    return (
      <Typography variant="body2" role="status">
        Reset link sent
      </Typography>
    );
  }
  return (
    <Link component="button" type="button" variant="body2" onClick={() => setSent(true)}>
      Forgot password?
    </Link>
  );
}

function SignUpLink() {
  const [asked, setAsked] = React.useState(false);
  if (asked) {
    return (
      <Typography variant="body2" role="status">
        Ask your admin for an invite
      </Typography>
    );
  }
  return (
    <Link component="button" type="button" variant="body2" onClick={() => setAsked(true)}>
      Need an account?
    </Link>
  );
}

function useDemoRouter(initialUrl: string): Router {
  const [url, setUrl] = React.useState(() => new URL(initialUrl, 'https://ledger.example.com'));
  return React.useMemo(
    () => ({
      pathname: url.pathname,
      searchParams: url.searchParams,
      navigate: (next) => setUrl(new URL(next, url)),
    }),
    [url],
  );
}

// The page's theme without its colour schemes: the demo follows the page's light or dark mode.
function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadSignInPageCustomSlots() {
  const router = useDemoRouter('/sign-in');
  const theme = usePageTheme();
  const [signedIn, setSignedIn] = React.useState(false);

  const signIn = async (_provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(800);
    const email = formData?.get('email');
    const password = formData?.get('password');
    if (email !== DEMO_ACCOUNT.email || password !== DEMO_ACCOUNT.password) {
      return { error: 'The email or password is incorrect.' };
    }
    setSignedIn(true);
    return {};
  };

  return (
    <Box sx={{ width: 1, minHeight: 500 }}>
      <AppProvider branding={branding} router={router} theme={theme}>
        {signedIn ? (
          <Stack spacing={2} sx={{ alignItems: 'center', pt: 10 }}>
            <Typography variant="h5" role="status">
              Signed in as {DEMO_ACCOUNT.email}
            </Typography>
            <Button variant="outlined" onClick={() => setSignedIn(false)}>
              Sign out
            </Button>
          </Stack>
        ) : (
          <SignInPage
            providers={providers}
            signIn={signIn}
            slots={{ forgotPasswordLink: ForgotPasswordLink, signUpLink: SignUpLink }}
            slotProps={{
              emailField: {
                id: 'slots-demo-email',
                autoFocus: false,
                label: 'Work email',
                defaultValue: DEMO_ACCOUNT.email,
              },
              passwordField: {
                id: 'slots-demo-password',
                helperText: `Demo password: ${DEMO_ACCOUNT.password}`,
              },
              submitButton: { color: 'secondary', variant: 'outlined' },
            }}
          />
        )}
      </AppProvider>
    </Box>
  );
}
