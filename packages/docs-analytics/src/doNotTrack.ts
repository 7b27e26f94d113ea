/**
 * Whether the browser asks not to be tracked: Do Not Track (`navigator.doNotTrack`, and the older
 * `window.doNotTrack` / `navigator.msDoNotTrack`) or Global Privacy Control. False on the server.
 */
interface PrivacySignals {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

function isOn(value: unknown): boolean {
  return value === '1' || value === 'yes' || value === 1;
}

export function isDoNotTrackEnabled(
  nav: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  win: PrivacySignals | undefined = typeof window === 'undefined'
    ? undefined
    : (window as unknown as PrivacySignals),
): boolean {
  if (
    nav &&
    (isOn(nav.doNotTrack) || isOn(nav.msDoNotTrack) || nav.globalPrivacyControl === true)
  ) {
    return true;
  }
  return Boolean(win && isOn(win.doNotTrack));
}
