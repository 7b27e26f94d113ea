'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { createCodePreferenceStore, type CodePreferenceStore } from './codePreferenceStore';

const CodePreferenceStoreContext = createContext<CodePreferenceStore | null>(null);

export interface CodePreferencesProviderProps {
  children?: ReactNode;
  /** A store to share or inspect; by default the provider makes its own. */
  store?: CodePreferenceStore;
}

/**
 * Holds the page's code preferences (JS/TS and styling) so every demo shows the same choice.
 * Safe to render on the server: the hooks give the defaults there and during hydration.
 */
export function CodePreferencesProvider({ children, store: given }: CodePreferencesProviderProps) {
  const [store] = useState(() => given ?? createCodePreferenceStore());
  return (
    <CodePreferenceStoreContext.Provider value={store}>
      {children}
    </CodePreferenceStoreContext.Provider>
  );
}

/** The provider's store, for this package's code-preference hooks. */
export function useCodePreferenceStore(hook: string): CodePreferenceStore {
  const store = useContext(CodePreferenceStoreContext);
  if (!store) {
    throw new Error(
      `[docs-theme] ${hook} was called outside CodePreferencesProvider. Wrap your demos in <CodePreferencesProvider>.`,
    );
  }
  return store;
}
