import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { Account } from '@toolpad/core/Account';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';

type Language = 'en' | 'es' | 'de';

const texts: Record<Language, { signInLabel: string; signOutLabel: string; menu: string }> = {
  en: { signInLabel: 'Log in', signOutLabel: 'Log out', menu: 'Account menu for' },
  es: { signInLabel: 'Iniciar sesión', signOutLabel: 'Cerrar sesión', menu: 'Menú de cuenta de' },
  de: { signInLabel: 'Anmelden', signOutLabel: 'Abmelden', menu: 'Kontomenü von' },
};

const demoSession: Session = {
  user: { id: 'u-7703', name: 'Jonas Berg', email: 'jonas.berg@example.com' },
};

function usePageTheme(): Theme {
  const theme = useTheme();
  return React.useMemo(() => {
    const { colorSchemes: _colorSchemes, ...pageTheme } = theme;
    return pageTheme as Theme;
  }, [theme]);
}

export default function ToolpadAccountLocaleText() {
  const theme = usePageTheme();
  const [language, setLanguage] = React.useState<Language>('es');
  const [session, setSession] = React.useState<Session | null>(demoSession);
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(demoSession),
      signOut: () => setSession(null),
    }),
    [],
  );
  const { signInLabel, signOutLabel, menu } = texts[language];

  return (
    <Stack spacing={2} sx={{ width: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Interface language"
        value={language}
        onChange={(_event, next: Language | null) => {
          if (next) {
            setLanguage(next);
          }
        }}
      >
        <ToggleButton value="en">English</ToggleButton>
        <ToggleButton value="es">Español</ToggleButton>
        <ToggleButton value="de">Deutsch</ToggleButton>
      </ToggleButtonGroup>
      <AppProvider theme={theme} session={session} authentication={authentication}>
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="h6" component="p">
            Atlas
          </Typography>
          <Account
            localeText={{ signInLabel, signOutLabel }}
            slotProps={{
              signInButton: { variant: 'outlined', color: 'primary' },
              iconButton: { 'aria-label': `${menu} ${session?.user?.name ?? ''}` },
            }}
          />
        </Paper>
      </AppProvider>
    </Stack>
  );
}
