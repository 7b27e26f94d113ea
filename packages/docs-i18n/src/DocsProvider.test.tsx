import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocsProvider, useSetUserLanguage, useTranslate } from './DocsProvider';

function Label() {
  const t = useTranslate();
  const setLanguage = useSetUserLanguage();
  return (
    <button type="button" onClick={() => setLanguage('fr')}>
      {t('codeCopy.copy')}
    </button>
  );
}

describe('DocsProvider', () => {
  it('re-renders translated text when the language changes at runtime', () => {
    render(
      <DocsProvider translations={{ fr: { codeCopy: { copy: 'Copier' } } }}>
        <Label />
      </DocsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Label />)).toThrow('Wrap your component in <DocsProvider>');
  });
});
