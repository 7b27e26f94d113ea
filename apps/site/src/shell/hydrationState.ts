// Whether the app has finished hydrating in this document. Never set while prerendering (effects
// do not run there), so anything rendered on the server or during hydration sees `false`.
let hydrated = false;

/** Called from the app's first effect, once the prerendered page has been hydrated. */
export function markAppHydrated(): void {
  hydrated = true;
}

export function isAppHydrated(): boolean {
  return hydrated;
}
