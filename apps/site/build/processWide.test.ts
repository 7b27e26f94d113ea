// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

describe('processWide', () => {
  it('gives every copy of a module the one value, made once', async () => {
    const create = vi.fn(() => ({ made: Math.random() }));
    const first = await import('./processWide');
    vi.resetModules();
    const second = await import('./processWide');
    expect(second).not.toBe(first);
    const name = `test-${Math.random()}`;
    const a = first.processWide(name, create);
    expect(second.processWide(name, create)).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.processWide(`${name}-other`, create)).not.toBe(a);
  });
});
