import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const DEMO_ACCOUNT = { email: 'sam.okafor@example.com', password: 'harbor-2024' };

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'google', name: 'Google' },
  { id: 'credentials', name: 'Email and password' },
];

const branding = { title: 'Harbor CRM' };

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

function useDemoRouter(initialUrl: string): Router {
  const [url, setUrl] = React.useState(() => new URL(initialUrl, 'https://crm.example.com'));
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

export default function ToolpadSignInPageProviders() {
  const router = useDemoRouter('/sign-in');
  const theme = usePageTheme();
  const [result, setResult] = React.useState<string | null>(null);

  // A real app would redirect to the provider here; the demo fakes each outcome.
  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(800);
    if (provider.id === 'google') {
      return { error: 'This Google account is not a member of the Harbor workspace.' };
    }
    if (provider.id === 'credentials') {
      const email = formData?.get('email');
      const password = formData?.get('password');
      if (email !== DEMO_ACCOUNT.email || password !== DEMO_ACCOUNT.password) {
        return { error: 'The email or password is incorrect.' };
      }
    }
    setResult(`Signed in with ${provider.name}`);
    return {};
  };

  return (
    <Box sx={{ width: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        GitHub succeeds, Google is refused. Demo account: {DEMO_ACCOUNT.email} · password{' '}
        {DEMO_ACCOUNT.password}
      </Typography>
      <Box sx={{ minHeight: 600 }}>
        <AppProvider branding={branding} router={router} theme={theme}>
          {result ? (
            <Stack spacing={2} sx={{ alignItems: 'center', pt: 10 }}>
              <Typography variant="h5" role="status">
                {result}
              </Typography>
              <Button variant="outlined" onClick={() => setResult(null)}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <SignInPage
              providers={providers}
              signIn={signIn}
              slotProps={{
                emailField: { id: 'providers-demo-email' },
                passwordField: { id: 'providers-demo-password' },
              }}
            />
          )}
        </AppProvider>
      </Box>
    </Box>
  );
}
