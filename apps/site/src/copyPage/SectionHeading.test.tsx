import { DocsProvider } from '@docshell/docs-i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATH_ATTRIBUTE } from '../search/searchConfig';
import { SectionHeading, textOf } from './SectionHeading';

const MARKDOWN = '# Button\n\n## Basic button\n\nOne.\n\n## Sizes\n\nTwo.\n';

function stubClipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

function renderSections(pathname: string) {
  render(
    <DocsProvider>
      <article {...{ [PAGE_PATH_ATTRIBUTE]: pathname }}>
        <SectionHeading id="basic-button">
          Basic <code>button</code>
        </SectionHeading>
        <SectionHeading id="sizes">Sizes</SectionHeading>
      </article>
    </DocsProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SectionHeading', () => {
  it('keeps the heading as it was and labels its button with the section', () => {
    renderSections('/product/labels');
    expect(screen.getByRole('heading', { level: 2, name: 'Basic button' })).toHaveAttribute(
      'id',
      'basic-button',
    );
    expect(
      screen.getByRole('button', { name: 'Copy section ‘Basic button’ as Markdown' }),
    ).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Copy section ‘Sizes’ as Markdown' })).toBeVisible();
  });

  it("copies only its own section of the page's Markdown, and says so", async () => {
    const fetch = vi.fn(
      async () => new Response(MARKDOWN, { headers: { 'Content-Type': 'text/markdown' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const writeText = stubClipboard();
    renderSections('/product/sections');
    fireEvent.click(screen.getByRole('button', { name: /Copy section ‘Basic button’/ }));
    expect(await screen.findByText('Section ‘Basic button’ copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('## Basic button\n\nOne.\n');
    expect(fetch).toHaveBeenCalledWith('/product/sections.md', expect.anything());
  });

  it('says it failed when the page has no such section', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Other\n', { headers: { 'Content-Type': 'text/plain' } })),
    );
    const writeText = stubClipboard();
    renderSections('/product/no-section');
    fireEvent.click(screen.getByRole('button', { name: /Copy section ‘Sizes’/ }));
    expect(await screen.findByText('Could not copy section ‘Sizes’')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('textOf', () => {
  it('joins the text of nested children', () => {
    expect(
      textOf(
        <>
          The <code>sx</code> prop {2}
        </>,
      ),
    ).toBe('The sx prop 2');
    expect(textOf(null)).toBe('');
  });
});
