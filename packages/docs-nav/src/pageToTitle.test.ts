import { describe, expect, it, vi } from 'vitest';
import { pageToTitle, pageToTitleI18n } from './pageToTitle.js';
import type { DocsPage } from './pages.js';

describe('pageToTitle', () => {
  it.each<[DocsPage, string | null]>([
    [{ pathname: '/material-ui/react-button', title: 'Button' }, 'Button'],
    [{ pathname: '/material-ui/react-button', title: '' }, ''],
    [{ pathname: '/material-ui/react-button', title: false }, null],
    [{ pathname: '/material-ui/getting-started' }, 'Getting started'],
    [{ pathname: '/material-ui/getting-started/' }, 'Getting started'],
    [{ pathname: '/material-ui/react-button' }, 'Button'],
    [{ pathname: '/material-ui/react-toggle-button' }, 'Toggle button'],
    [{ pathname: '/material-ui/customization/dark-mode#toggle' }, 'Dark mode'],
    [{ pathname: '/material-ui/migration/v5.json' }, 'V5'],
    [{ pathname: '/material-ui/api-docs/button-base' }, 'ButtonBase'],
    [{ pathname: '/material-ui/api-docs/use-media-query' }, 'UseMediaQuery'],
    [{ pathname: '/base-ui/api/use-autocomplete' }, 'useAutocomplete'],
    [{ pathname: '/base-ui/api/click-away-listener' }, 'ClickAwayListener'],
    [{ pathname: '/x/api/data-grid/data-grid-pro.json' }, 'DataGridPro'],
    [{ pathname: '/x/react-data-grid' }, 'Data grid'],
    [{ pathname: '/material-ui/components', subheader: 'data-display' }, 'Data display'],
    [{ pathname: '/material-ui/components', subheader: '/components/inputs' }, 'Inputs'],
    [{ pathname: 'https://example.com/store/' }, 'Store'],
    [{ pathname: '/' }, null],
    [{ pathname: '//' }, null],
    [{ pathname: '/toolpad' }, 'Toolpad'],
    [{ pathname: '/MATERIAL-UI/BUTTON' }, 'BUTTON'],
  ])('derives the title of %o', (page, expected) => {
    expect(pageToTitle(page)).toBe(expected);
  });
});

describe('pageToTitleI18n', () => {
  it('prefers a translated title and asks for it silently', () => {
    const t = vi.fn((key: string) => (key === 'pages./material-ui/react-button' ? 'Bouton' : null));
    expect(pageToTitleI18n({ pathname: '/material-ui/react-button', title: 'Button' }, t)).toBe(
      'Bouton',
    );
    expect(t).toHaveBeenCalledWith('pages./material-ui/react-button', { ignoreWarning: true });
  });

  it('falls back to the derived title and keeps title:false hidden', () => {
    const t = vi.fn(() => null);
    expect(pageToTitleI18n({ pathname: '/material-ui/getting-started' }, t)).toBe(
      'Getting started',
    );
    expect(pageToTitleI18n({ pathname: '/material-ui/x', title: false }, t)).toBeNull();
  });
});
