'use client';

import { useSyncExternalStore } from 'react';
import type { CodeVariant } from './codePreferences';
import { useCodePreferenceStore } from './CodePreferencesProvider';

/**
 * The page's codeVariant. Server rendering and hydration get the default, so prerendered HTML always
 * matches; the reader's choice (URL hash, then cookie) follows right after hydration.
 */
export function useCodeVariant(): CodeVariant {
  const store = useCodePreferenceStore('useCodeVariant()');
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().codeVariant,
    () => store.getServerSnapshot().codeVariant,
  );
}
