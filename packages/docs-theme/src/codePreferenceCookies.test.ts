import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_COOKIE_READ_ERROR,
  readCodePreferenceCookies,
  writeCodeStylingCookie,
  writeCodeVariantCookie,
} from './codePreferenceCookies';

function clearCookies() {
  for (const name of ['codeVariant', 'codeStyling']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('writeCodeVariantCookie and writeCodeStylingCookie', () => {
  it('round-trip through document.cookie', () => {
    writeCodeVariantCookie('JS');
    writeCodeStylingCookie('MUI System');
    expect(readCodePreferenceCookies()).toEqual({ codeVariant: 'JS', codeStyling: 'MUI System' });
  });

  it('write path=/ and max-age=31536000', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeCodeVariantCookie('TS');
    writeCodeStylingCookie('Tailwind');
    const written = set.mock.calls.map(([value]) => value);
    expect(written).toEqual([
      'codeVariant=TS; path=/; max-age=31536000',
      'codeStyling=Tailwind; path=/; max-age=31536000',
    ]);
  });
});

describe('readCodePreferenceCookies', () => {
  it('returns nothing when no cookie is set', () => {
    expect(readCodePreferenceCookies()).toEqual({ codeVariant: undefined, codeStyling: undefined });
  });

  it('throws a clear error during server rendering', () => {
    vi.stubGlobal('document', undefined);
    expect(() => readCodePreferenceCookies()).toThrow(SERVER_COOKIE_READ_ERROR);
    expect(SERVER_COOKIE_READ_ERROR).toContain('useCodeVariant()');
  });
});

describe('blocked cookies', () => {
  it('read as nothing and write nothing, warning once, when document.cookie throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(readCodePreferenceCookies()).toEqual({});
      expect(() => writeCodeVariantCookie('JS')).not.toThrow();
      expect(() => writeCodeStylingCookie('CSS')).not.toThrow();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
      Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
  });
});
