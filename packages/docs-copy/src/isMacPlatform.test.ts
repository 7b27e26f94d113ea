import { describe, expect, it } from 'vitest';
import { isMacPlatform } from './isMacPlatform.js';

describe('isMacPlatform', () => {
  it('recognises macOS from navigator.platform', () => {
    expect(isMacPlatform({ platform: 'MacIntel' })).toBe(true);
  });

  it('recognises iPad and iPhone, whose keyboards copy with ⌘C', () => {
    expect(isMacPlatform({ platform: 'iPad' })).toBe(true);
    expect(isMacPlatform({ platform: 'iPhone' })).toBe(true);
  });

  it('prefers userAgentData.platform when present', () => {
    expect(isMacPlatform({ platform: 'Win32', userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isMacPlatform({ platform: 'MacIntel', userAgentData: { platform: 'Windows' } })).toBe(
      false,
    );
  });

  it('says no for Windows, Linux and Android', () => {
    expect(isMacPlatform({ platform: 'Win32' })).toBe(false);
    expect(isMacPlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(
      isMacPlatform({ platform: 'Linux armv8l', userAgentData: { platform: 'Android' } }),
    ).toBe(false);
  });

  it('falls back to the user agent when no platform is given', () => {
    expect(
      isMacPlatform({ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' }),
    ).toBe(true);
    expect(isMacPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
  });

  it('says no on the server, where there is no navigator', () => {
    expect(isMacPlatform(undefined)).toBe(false);
  });
});
