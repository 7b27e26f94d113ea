'use client';

import type { CodeVariant } from './codePreferences';
import { useCodePreferenceStore } from './CodePreferencesProvider';

/** Sets the codeVariant for every demo on the page and in other open tabs, and remembers it in its cookie. */
export function useSetCodeVariant(): (value: CodeVariant) => void {
  return useCodePreferenceStore('useSetCodeVariant()').setCodeVariant;
}
