import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const DEMO_ACCOUNT = {
  email: 'maria.lopez@example.com',
  password: 'warehouse-42',
  name: 'Maria López',
};

const providers: AuthProvider[] = [{ id: 'credentials', name: 'Email and password' }];

const branding = { title: 'Northwind Ops' };

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

// An in-memory router: the sign-in page reads `callbackUrl` from its search parameters.
function useDemoRouter(initialUrl: string): Router {
  const [url, setUrl] = React.useState(() => new URL(initialUrl, 'https://ops.example.com'));
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

export default function ToolpadSignInPageCredentials() {
  const router = useDemoRouter('/sign-in?callbackUrl=/orders');
  const theme = usePageTheme();
  const [userName, setUserName] = React.useState<string | null>(null);

  const signIn = async (
    _provider: AuthProvider,
    formData?: FormData,
    callbackUrl = '/',
  ): Promise<AuthResponse> => {
    await wait(800); // Stands in for the request to your server.
    const email = formData?.get('email');
    const password = formData?.get('password');
    if (email !== DEMO_ACCOUNT.email || password !== DEMO_ACCOUNT.password) {
      return { error: 'The email or password is incorrect.' };
    }
    setUserName(DEMO_ACCOUNT.name);
    router.navigate(callbackUrl);
    return {};
  };

  const signOut = () => {
    setUserName(null);
    router.navigate('/sign-in?callbackUrl=/orders');
  };

  return (
    <Box sx={{ width: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        Demo account: {DEMO_ACCOUNT.email} · password {DEMO_ACCOUNT.password}
      </Typography>
      <Box sx={{ minHeight: 460 }}>
        <AppProvider branding={branding} router={router} theme={theme}>
          {userName ? (
            <Stack spacing={2} sx={{ alignItems: 'center', pt: 10 }}>
              <Typography variant="h5" role="status">
                Welcome back, {userName}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                Redirected to <code>{router.pathname}</code>, the page that asked for sign-in.
              </Typography>
              <Button variant="outlined" onClick={signOut}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <SignInPage
              providers={providers}
              signIn={signIn}
              slotProps={{
                emailField: { id: 'credentials-demo-email', autoFocus: false },
                passwordField: { id: 'credentials-demo-password' },
              }}
            />
          )}
        </AppProvider>
      </Box>
    </Box>
  );
}
