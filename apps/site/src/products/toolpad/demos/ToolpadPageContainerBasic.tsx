import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const navigation: Navigation = [
  {
    segment: 'settings',
    title: 'Settings',
    children: [
      { segment: 'billing', title: 'Billing' },
      { segment: 'team', title: 'Team' },
    ],
  },
];

const content: Record<string, string> = {
  '/settings/billing': 'Business plan · renews on 1 July 2024 · Visa ending in 4242',
  '/settings/team': '8 members, 2 pending invitations',
};

function useDemoRouter(initialPath: string): Router {
  const [pathname, setPathname] = React.useState(initialPath);
  return React.useMemo(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => setPathname(typeof url === 'string' ? url : url.pathname),
    }),
    [pathname],
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

export default function ToolpadPageContainerBasic() {
  const router = useDemoRouter('/settings/billing');
  const theme = usePageTheme();

  return (
    <Box sx={{ width: 1, height: 220, border: 1, borderColor: 'divider' }}>
      <AppProvider navigation={navigation} router={router} theme={theme}>
        <PageContainer>
          {router.pathname === '/settings' ? (
            <Stack direction="row" spacing={1}>
              <Button onClick={() => router.navigate('/settings/billing')}>Billing</Button>
              <Button onClick={() => router.navigate('/settings/team')}>Team</Button>
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{content[router.pathname]}</Typography>
          )}
        </PageContainer>
      </AppProvider>
    </Box>
  );
}
