import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAnalyticsConsent } from '@docshell/docs-analytics';
import {
  useDocsConfig,
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from '@docshell/docs-i18n';
import {
  CODE_STYLING,
  CODE_VARIANTS,
  useChangeTheme,
  useCodeStyling,
  useCodeVariant,
  useColorMode,
  useDocsThemeDispatch,
  useDocsThemeState,
  useSetCodeStyling,
  useSetCodeVariant,
  type CodeStyling,
  type CodeVariant,
  type ColorMode,
  type Direction,
} from '@docshell/docs-theme';
import type { ReactNode } from 'react';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The reader's display choices; every control applies at once and is remembered. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { dense, direction, spacing } = useDocsThemeState();
  const dispatch = useDocsThemeDispatch();
  const changeTheme = useChangeTheme();
  const codeVariant = useCodeVariant();
  const setCodeVariant = useSetCodeVariant();
  const codeStyling = useCodeStyling();
  const setCodeStyling = useSetCodeStyling();
  const language = useUserLanguage();
  const setLanguage = useSetUserLanguage();
  const { languages } = useDocsConfig();
  const consent = useAnalyticsConsent();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ sx: { width: { xs: 310, sm: 360 } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        <Typography component="h2" variant="h6">
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close') ?? 'Close settings'}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2 }} data-ga-event-category="settings">
        <Section id="settings-mode" title={t('settings.mode')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={mode}
            aria-labelledby="settings-mode"
            onChange={(_event, next: ColorMode | null) => next && setMode(next)}
          >
            {(['light', 'system', 'dark'] as const).map((value) => (
              <ToggleButton
                key={value}
                value={value}
                data-ga-event-action="mode"
                data-ga-event-label={value}
              >
                {t(`settings.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-direction" title={t('settings.direction')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={direction}
            aria-labelledby="settings-direction"
            onChange={(_event, next: Direction | null) => next && changeTheme({ direction: next })}
          >
            {(['ltr', 'rtl'] as const).map((value) => (
              <ToggleButton
                key={value}
                value={value}
                aria-label={t(`settings.${value}Label`) ?? value}
              >
                {t(`settings.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-density" title={t('settings.density')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={dense ? 'dense' : 'normal'}
            aria-labelledby="settings-density"
            onChange={(_event, next: string | null) =>
              next && dispatch({ type: 'SET_DENSE', payload: next === 'dense' })
            }
          >
            <ToggleButton value="normal">{t('settings.normal')}</ToggleButton>
            <ToggleButton value="dense">{t('settings.dense')}</ToggleButton>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }}>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {t('settings.spacing')}:{' '}
              <output aria-live="polite">
                {t('settings.spacingValue', { values: { value: spacing } })}
              </output>
            </Typography>
            <Button
              size="small"
              variant="outlined"
              aria-label={t('settings.decreaseSpacing') ?? undefined}
              disabled={spacing <= 4}
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            >
              −
            </Button>
            <Button
              size="small"
              variant="outlined"
              aria-label={t('settings.increaseSpacing') ?? undefined}
              disabled={spacing >= 12}
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            >
              +
            </Button>
          </Stack>
          <Button size="small" sx={{ mt: 1 }} onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
            {t('settings.resetDensity')}
          </Button>
        </Section>
        <Section id="settings-code-variant" title={t('settings.codeVariant')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={codeVariant}
            aria-labelledby="settings-code-variant"
            onChange={(_event, next: CodeVariant | null) => next && setCodeVariant(next)}
          >
            {Object.values(CODE_VARIANTS).map((value) => (
              <ToggleButton
                key={value}
                value={value}
                aria-label={
                  t(value === 'JS' ? 'settings.javascriptLabel' : 'settings.typescriptLabel') ??
                  value
                }
              >
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-code-styling" title={t('settings.codeStyling')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={codeStyling}
            aria-labelledby="settings-code-styling"
            onChange={(_event, next: CodeStyling | null) => next && setCodeStyling(next)}
          >
            {Object.values(CODE_STYLING).map((value) => (
              <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-language" title={t('settings.language')}>
          <TextField
            select
            fullWidth
            size="small"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            slotProps={{ htmlInput: { 'aria-labelledby': 'settings-language' } }}
          >
            {languages.map((code) => (
              <MenuItem key={code} value={code}>
                {LANGUAGE_NAMES[code] ?? code}
              </MenuItem>
            ))}
            {!languages.includes(language) && <MenuItem value={language}>{language}</MenuItem>}
          </TextField>
        </Section>
        {consent.required && (
          <Section id="settings-analytics" title={t('settings.analytics')}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={consent.consent ?? null}
              aria-labelledby="settings-analytics"
              onChange={(_event, next: 'analytics' | 'essential' | null) =>
                next && consent.setConsent(next)
              }
            >
              <ToggleButton value="analytics">{t('consent.allow')}</ToggleButton>
              <ToggleButton value="essential">{t('consent.deny')}</ToggleButton>
            </ToggleButtonGroup>
          </Section>
        )}
      </Box>
    </Drawer>
  );
}
