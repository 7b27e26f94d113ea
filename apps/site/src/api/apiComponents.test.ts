import { describe, expect, it, vi } from 'vitest';
import type { ApiDoc } from '../../build/apiDoc';
import { hintPageChunk } from '../routing/pageChunkHints';
import { apiPageSourceFor, loadApiDoc } from './apiComponents';

describe('loadApiDoc', () => {
  it("takes the first page's data from the chunk its HTML named, once; then from the group's map", async () => {
    const named = { component: 'Button', pathname: '/material-ui/api/button' } as ApiDoc;
    const chunk = vi.fn(() => Promise.resolve({ default: named }));
    hintPageChunk('/material-ui/api/button', chunk);
    await expect(loadApiDoc('/material-ui/api/button')).resolves.toBe(named);
    expect(chunk).toHaveBeenCalledTimes(1);
    const again = await loadApiDoc('/material-ui/api/button');
    expect(again).not.toBe(named);
    expect(again?.props.some((prop) => prop.name === 'disableElevation')).toBe(true);
  });

  it('knows no page outside the API groups', async () => {
    await expect(loadApiDoc('/material-ui/react-button')).resolves.toBeUndefined();
  });
});

describe('apiPageSourceFor', () => {
  it("names an API page's data module as Vite's manifest does, and nothing else", () => {
    expect(apiPageSourceFor('/material-ui/api/button')).toBe(
      'virtual:api-page/material-ui/api/button',
    );
    expect(apiPageSourceFor('/material-ui/react-button')).toBeUndefined();
  });
});
