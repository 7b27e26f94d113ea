import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
  MAX_SPACING,
  MIN_SPACING,
  useChangeTheme,
  useCodeStyling,
  useCodeVariant,
  useColorMode,
  useDocsThemeDispatch,
  useDocsThemeState,
  useSetCodeStyling,
  useSetCodeVariant,
  type Direction,
} from '@docshell/docs-theme';
import { CloseIcon } from './icons';
import { SettingsSection } from './SettingsSection';
import { SettingsToggle } from './SettingsToggle';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };

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
          <CloseIcon size={20} />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2 }} data-ga-event-category="settings">
        <SettingsToggle
          id="settings-mode"
          title={t('settings.mode')}
          value={mode}
          onChange={setMode}
          options={(['light', 'system', 'dark'] as const).map((value) => ({
            value,
            label: t(`settings.${value}`),
            attributes: { 'data-ga-event-action': 'mode', 'data-ga-event-label': value },
          }))}
        />
        <SettingsToggle
          id="settings-direction"
          title={t('settings.direction')}
          value={direction}
          onChange={(next: Direction) => changeTheme({ direction: next })}
          options={(['ltr', 'rtl'] as const).map((value) => ({
            value,
            label: t(`settings.${value}`),
            ariaLabel: t(`settings.${value}Label`),
          }))}
        />
        <SettingsToggle
          id="settings-density"
          title={t('settings.density')}
          value={dense ? 'dense' : 'normal'}
          onChange={(next) => dispatch({ type: 'SET_DENSE', payload: next === 'dense' })}
          options={[
            { value: 'normal', label: t('settings.normal') },
            { value: 'dense', label: t('settings.dense') },
          ]}
        >
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
              disabled={spacing <= MIN_SPACING}
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            >
              −
            </Button>
            <Button
              size="small"
              variant="outlined"
              aria-label={t('settings.increaseSpacing') ?? undefined}
              disabled={spacing >= MAX_SPACING}
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            >
              +
            </Button>
          </Stack>
          <Button size="small" sx={{ mt: 1 }} onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
            {t('settings.resetDensity')}
          </Button>
        </SettingsToggle>
        <SettingsToggle
          id="settings-code-variant"
          title={t('settings.codeVariant')}
          value={codeVariant}
          onChange={setCodeVariant}
          options={Object.values(CODE_VARIANTS).map((value) => ({
            value,
            label: value,
            ariaLabel: t(value === 'JS' ? 'settings.javascriptLabel' : 'settings.typescriptLabel'),
          }))}
        />
        <SettingsToggle
          id="settings-code-styling"
          title={t('settings.codeStyling')}
          value={codeStyling}
          onChange={setCodeStyling}
          keepCase
          options={Object.values(CODE_STYLING).map((value) => ({ value, label: value }))}
        />
        <SettingsSection id="settings-language" title={t('settings.language')}>
          <TextField
            select
            fullWidth
            size="small"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            // The combobox is named by the section heading (MUI joins labelId with its own id).
            slotProps={{ select: { labelId: 'settings-language' } }}
          >
            {languages.map((code) => (
              <MenuItem key={code} value={code}>
                {LANGUAGE_NAMES[code] ?? code}
              </MenuItem>
            ))}
            {!languages.includes(language) && <MenuItem value={language}>{language}</MenuItem>}
          </TextField>
        </SettingsSection>
        {consent.required && (
          <SettingsToggle
            id="settings-analytics"
            title={t('settings.analytics')}
            value={consent.consent ?? null}
            onChange={consent.setConsent}
            options={[
              { value: 'analytics', label: t('consent.allow') },
              { value: 'essential', label: t('consent.deny') },
            ]}
          />
        )}
      </Box>
    </Drawer>
  );
}
