/**
 * Whether the reader's keyboard uses ⌘ for copy. Pure: pass the navigator (or nothing on the
 * server). Callers read it after mount so the server markup never depends on it.
 */

export interface NavigatorPlatformInfo {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string } | null;
}

// macOS, and iPhone/iPad whose hardware keyboards copy with ⌘C as well.
const APPLE_PLATFORM = /mac|iphone|ipad|ipod/i;

export function isMacPlatform(nav: NavigatorPlatformInfo | undefined | null): boolean {
  if (!nav) return false;
  // userAgentData is the newer source; navigator.platform is deprecated but still everywhere.
  const platform = nav.userAgentData?.platform || nav.platform || '';
  if (platform) return APPLE_PLATFORM.test(platform);
  return APPLE_PLATFORM.test(nav.userAgent ?? '');
}
