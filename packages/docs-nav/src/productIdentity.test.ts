import { describe, expect, it } from 'vitest';
import {
  getCurrentVersion,
  getVersionMenuItems,
  hasVersionMenu,
  VIEW_ALL_VERSIONS_TEXT,
  type ProductVersion,
} from './productIdentity.js';

const material: ProductVersion[] = [
  { text: 'v6.1.1', current: true },
  { text: 'v5', href: 'https://v5.archive.example/material-ui/getting-started/' },
  { text: 'v4', href: 'https://v4.archive.example/getting-started/installation/' },
  { text: VIEW_ALL_VERSIONS_TEXT, href: '/versions' },
];

describe('getCurrentVersion', () => {
  it('picks the entry marked current, else the first, else null', () => {
    expect(getCurrentVersion(material)?.text).toBe('v6.1.1');
    expect(getCurrentVersion([{ text: 'v5' }, { text: 'v6', current: true }])?.text).toBe('v6');
    expect(getCurrentVersion([{ text: 'v0.0.0' }, { text: 'v1' }])?.text).toBe('v0.0.0');
    expect(getCurrentVersion([])).toBeNull();
  });
});

describe('hasVersionMenu', () => {
  it('needs more than one entry', () => {
    expect(hasVersionMenu(material)).toBe(true);
    expect(hasVersionMenu([{ text: 'v5.0.0-beta.46', current: true }])).toBe(false);
    expect(hasVersionMenu([])).toBe(false);
  });
});

describe('getVersionMenuItems', () => {
  it('marks the current entry and puts a divider before "View all versions"', () => {
    expect(
      getVersionMenuItems(material).map((item) => [
        item.version.text,
        item.isCurrent,
        item.dividerBefore,
      ]),
    ).toEqual([
      ['v6.1.1', true, false],
      ['v5', false, false],
      ['v4', false, false],
      ['View all versions', false, true],
    ]);
  });

  it('honours an explicit divider (a translated "View all versions")', () => {
    const items = getVersionMenuItems([
      { text: 'v6', current: true },
      { text: 'Toutes les versions', href: '/versions', divider: true },
    ]);
    expect(items[1]?.dividerBefore).toBe(true);
  });

  it('never draws a divider before the first entry', () => {
    expect(getVersionMenuItems([{ text: VIEW_ALL_VERSIONS_TEXT }])[0]?.dividerBefore).toBe(false);
  });
});
