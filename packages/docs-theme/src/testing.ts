// `@docshell/docs-theme/testing`: for a site's own tests, not for its pages. How long transitions
// stay off around a colour-scheme switch, the code-preference cookies' lifetime, and the channel
// (and storage key) through which tabs share a code-preference change.
export { CODE_PREFERENCES_CHANNEL } from './codePreferenceStore';
export { CODE_PREFERENCE_MAX_AGE } from './codePreferences';
export { TRANSITION_DISABLE_MS } from './constants';
