// Entry `@docshell/docs-theme/init-script`: the no-flash script alone, without React or MUI, so a
// plain Node build script can inline it and compute its CSP hash.
export { getInitColorSchemeScript, getInitColorSchemeScriptHash } from './colorSchemeScript';
export type { InitColorSchemeScriptOptions } from './colorSchemeScript';
export {
  BODY_CLASS_DARK,
  BODY_CLASS_LIGHT,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
} from './constants';
