'use client';

import { useSyncExternalStore } from 'react';
import type { CodeStyling } from './codePreferences';
import { useCodePreferenceStore } from './CodePreferencesProvider';

/**
 * The page's codeStyling. Server rendering and hydration get the default, so prerendered HTML always
 * matches; the reader's choice (URL hash, then cookie) follows right after hydration.
 */
export function useCodeStyling(): CodeStyling {
  const store = useCodePreferenceStore('useCodeStyling()');
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().codeStyling,
    () => store.getServerSnapshot().codeStyling,
  );
}
