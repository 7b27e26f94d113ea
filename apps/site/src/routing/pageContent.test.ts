import { describe, expect, it, vi } from 'vitest';
import { isMdxPage, loadedPage, loadPage } from './pageContent';
import { hintPageChunk } from './pageChunkHints';
import type { PageModule } from '../pages/pageModule';
import { loadedProductContent, mdxLoaderFor } from '../products';

const page = (title: string): PageModule => ({
  default: () => null,
  frontmatter: { title, description: `${title}, for the test.` },
  headings: [],
});
const hintedModule = page('Hinted');

// Joy UI's list of MDX pages, as plain modules (MDX is compiled by the site build, not here).
vi.mock('../products/joy-ui/pageFiles', () => ({
  pageFiles: {
    './react-button.mdx': () => Promise.resolve(page('Button')),
    './react-card.mdx': () => Promise.resolve(page('Card')),
  },
}));

// In order, in one module instance: nothing is loaded until a test loads it.
describe('loadPage', () => {
  it("imports the chunk the page's HTML named, with the tree, and not the product's page list", async () => {
    const chunk = vi.fn(() => Promise.resolve(hintedModule));
    hintPageChunk('/joy-ui/react-button', chunk);
    await expect(loadPage('/joy-ui/react-button')).resolves.toBe(hintedModule);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(loadedPage('/joy-ui/react-button')).toBe(hintedModule);
    expect(isMdxPage('/joy-ui/react-button')).toBe(true);
    expect(loadedProductContent('/joy-ui/react-button')?.product.name).toBe('Joy UI');
    expect(mdxLoaderFor('/joy-ui/react-card')).toBeUndefined();
  });

  it("finds any other MDX page through the product's page list", async () => {
    expect((await loadPage('/joy-ui/react-card')).frontmatter.title).toBe('Card');
    expect(isMdxPage('/joy-ui/react-card')).toBe(true);
    expect(mdxLoaderFor('/joy-ui/react-card')).toBeTypeOf('function');
  });

  it('never marks a generated API page as MDX', async () => {
    await loadPage('/material-ui/api/button');
    expect(isMdxPage('/material-ui/api/button')).toBe(false);
  });

  it('gives a chunk without a headings list (another build, not a page) no table of contents', async () => {
    const { headings: _, ...withoutHeadings } = page('Old build');
    hintPageChunk('/joy-ui/react-chip', () =>
      Promise.resolve(withoutHeadings as unknown as PageModule),
    );
    const loaded = await loadPage('/joy-ui/react-chip');
    expect(loaded.headings).toEqual([]);
    expect(loaded.frontmatter.title).toBe('Old build');
    expect(loadedPage('/joy-ui/react-chip')).toBe(loaded);
  });

  it('rejects a path with no page', async () => {
    await expect(loadPage('/joy-ui/no-such-page')).rejects.toThrow('[site] no page at');
  });
});
