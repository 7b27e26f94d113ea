// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getInitColorSchemeScript, getInitColorSchemeScriptHash } from './colorSchemeScript';

describe('getInitColorSchemeScriptHash', () => {
  it('gives the CSP sha256 source of the exact script text', async () => {
    const expected = createHash('sha256').update(getInitColorSchemeScript()).digest('base64');
    await expect(getInitColorSchemeScriptHash()).resolves.toBe(`'sha256-${expected}'`);
  });

  it('changes with the options, like the script does', async () => {
    const other = await getInitColorSchemeScriptHash({ defaultMode: 'dark' });
    expect(other).not.toBe(await getInitColorSchemeScriptHash());
  });
});
