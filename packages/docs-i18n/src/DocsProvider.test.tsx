import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider, useDocsConfig } from './DocsProvider.js';
import { resetTranslationWarnings } from './translate.js';
import { useRenderedLanguage } from './useRenderedLanguage.js';
import { useSetUserLanguage } from './useSetUserLanguage.js';
import { useTranslate } from './useTranslate.js';
import { useUserLanguage } from './useUserLanguage.js';

function Label({ next = 'fr' }: { next?: string }) {
  const t = useTranslate();
  const setLanguage = useSetUserLanguage();
  const requested = useUserLanguage();
  const rendered = useRenderedLanguage();
  return (
    <>
      <button type="button" onClick={() => setLanguage(next)}>
        {t('codeCopy.copy')}
      </button>
      <p>{`asked ${requested}, shown ${rendered}`}</p>
    </>
  );
}

const french = { fr: { codeCopy: { copy: 'Copier' } } };
const withFrench = { languages: ['en', 'fr'] };

describe('DocsProvider', () => {
  beforeEach(() => resetTranslationWarnings());

  it('re-renders translated text when the language changes at runtime', async () => {
    render(
      <DocsProvider config={withFrench} translations={french}>
        <Label />
      </DocsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
    expect(screen.getByText('asked fr, shown fr')).toBeInTheDocument();
  });

  it('renders a language the site ships a dictionary for, even if not listed in config', async () => {
    render(
      <DocsProvider translations={french}>
        <Label />
      </DocsProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });

  it('renders an unsupported language such as zh in English and still reports it', () => {
    render(
      <DocsProvider userLanguage="zh" translations={french}>
        <Label />
      </DocsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    expect(screen.getByText('asked zh, shown en')).toBeInTheDocument();
  });

  it('follows the userLanguage prop when the route changes', () => {
    const { rerender } = render(
      <DocsProvider config={withFrench} translations={french} userLanguage="en">
        <Label />
      </DocsProvider>,
    );
    rerender(
      <DocsProvider config={withFrench} translations={french} userLanguage="fr">
        <Label />
      </DocsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });

  it('shows an ellipsis when a configured language ships no dictionary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <DocsProvider config={{ languages: ['en', 'de'] }} userLanguage="de">
        <Label />
      </DocsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('…');
    expect(error).toHaveBeenCalledWith('[docs-i18n] Missing language: de.');
  });

  it('merges site keys over the English table', () => {
    function SiteText() {
      const t = useTranslate();
      return <p>{`${t('codeCopy.copied')} / ${t('site.tagline')}`}</p>;
    }
    render(
      <DocsProvider
        translations={{ en: { codeCopy: { copied: 'Done' }, site: { tagline: 'Hi' } } }}
      >
        <SiteText />
      </DocsProvider>,
    );
    expect(screen.getByText('Done / Hi')).toBeInTheDocument();
  });

  it("reads an area's own English table passed to useTranslate, under the site's translations", () => {
    const area = { widget: { title: 'Widget', hint: 'Hello {{name}}' } };
    function AreaText() {
      const t = useTranslate(area);
      return <p>{`${t('widget.title')} / ${t('widget.hint', { values: { name: 'Ada' } })}`}</p>;
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(
      <DocsProvider>
        <AreaText />
      </DocsProvider>,
    );
    expect(screen.getByText('Widget / Hello Ada')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();

    // A site's English override and its French text both win over the area's defaults; a
    // language without the key warns and falls back to the area's English.
    rerender(
      <DocsProvider translations={{ en: { widget: { title: 'Gadget' } } }}>
        <AreaText />
      </DocsProvider>,
    );
    expect(screen.getByText('Gadget / Hello Ada')).toBeInTheDocument();
    rerender(
      <DocsProvider
        config={withFrench}
        userLanguage="fr"
        translations={{ fr: { widget: { title: 'Bidule' } } }}
      >
        <AreaText />
      </DocsProvider>,
    );
    expect(screen.getByText('Bidule / Hello Ada')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[docs-i18n] Missing translation for fr:widget.hint');
    warn.mockRestore();
  });

  it("leaves an area's table out of what other components can read", () => {
    function Plain() {
      const t = useTranslate();
      return <p>{String(t('copyPage.copy', { ignoreWarning: true }))}</p>;
    }
    render(
      <DocsProvider>
        <Plain />
      </DocsProvider>,
    );
    expect(screen.getByText('null')).toBeInTheDocument();
  });

  it('passes the site config through with defaults filled in', () => {
    function ConfigView() {
      const config = useDocsConfig();
      return (
        <p>{`${config.defaultUserLanguage} ${config.languages.join(',')} ${String(config.adRatio)}`}</p>
      );
    }
    render(
      <DocsProvider config={{ adRatio: 0.1 }}>
        <ConfigView />
      </DocsProvider>,
    );
    expect(screen.getByText('en en 0.1')).toBeInTheDocument();
  });

  it.each([
    ['useTranslate()', () => useTranslate()],
    ['useUserLanguage()', () => useUserLanguage()],
    ['useRenderedLanguage()', () => useRenderedLanguage()],
    ['useSetUserLanguage()', () => useSetUserLanguage()],
    ['useDocsConfig()', () => useDocsConfig()],
  ])('%s throws a clear error outside the provider', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Consumer() {
      hook();
      return null;
    }
    expect(() => render(<Consumer />)).toThrow(
      `[docs-i18n] ${name} was called outside DocsProvider. Wrap your component in <DocsProvider>.`,
    );
  });
});
