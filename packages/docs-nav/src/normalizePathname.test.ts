import { describe, expect, it } from 'vitest';
import { isExternalHref, normalizePathname } from './normalizePathname.js';

describe('normalizePathname', () => {
  it.each([
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button', '/material-ui/react-button'],
    ['/zh/material-ui/', '/material-ui'],
    ['/en/system/getting-started', '/system/getting-started'],
    ['/fr/material-ui/', '/fr/material-ui'],
    ['/material-ui/react-button/#basic-button', '/material-ui/react-button'],
    ['/x/react-charts?tab=api', '/x/react-charts'],
    ['/api/button/', '/api-docs/button'],
    ['/apis/button', '/apis/button'],
    ['/', '/'],
    ['//', '/'],
    ['/zh', '/'],
    ['/MATERIAL-UI/', '/MATERIAL-UI'],
    ['material-ui/react-button', '/material-ui/react-button'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com/store/', true],
    ['HTTP://example.com', true],
    ['/material-ui/react-button', false],
    ['//example.com', false],
    ['mailto:someone@example.com', false],
  ])('classifies %s as external: %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
