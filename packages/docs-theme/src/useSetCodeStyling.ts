'use client';

import type { CodeStyling } from './codePreferences';
import { useCodePreferenceStore } from './CodePreferencesProvider';

/** Sets the codeStyling for every demo on the page and in other open tabs, and remembers it in its cookie. */
export function useSetCodeStyling(): (value: CodeStyling) => void {
  return useCodePreferenceStore('useSetCodeStyling()').setCodeStyling;
}
