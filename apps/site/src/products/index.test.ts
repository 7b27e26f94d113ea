import { describe, expect, it } from 'vitest';
import {
  loadedProductContent,
  loadProductContent,
  loadProductPageFiles,
  mdxLoaderFor,
  mdxSourceFor,
  productForPath,
  productSummaryForPath,
} from './index';

// These run in one module instance, in order: nothing is loaded until a test loads it.
describe('the product registry', () => {
  it('matches a path to its product by prefix, without loading the product', () => {
    expect(productSummaryForPath('/joy-ui/react-button')?.name).toBe('Joy UI');
    expect(productSummaryForPath('/experiments/docs/overview')?.folder).toBe('experiments');
    expect(productSummaryForPath('/joy-uix')).toBeUndefined();
    expect(loadedProductContent('/joy-ui/react-button')).toBeUndefined();
    expect(productForPath('/joy-ui/react-button')).toBeUndefined();
  });

  it('loads a product tree once, then answers without waiting', async () => {
    const first = loadProductContent('/joy-ui/react-button');
    const second = loadProductContent('/joy-ui/getting-started/overview');
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(a?.product.name).toBe('Joy UI');
    expect(loadedProductContent('/joy-ui')).toBe(a);
    expect(productForPath('/joy-ui/react-button')).toBe(a?.product);
  });

  it("loads the product's list of MDX pages apart from its tree, once", async () => {
    expect(mdxLoaderFor('/joy-ui/react-button')).toBeUndefined();
    const [a, b] = await Promise.all([
      loadProductPageFiles('/joy-ui/react-button'),
      loadProductPageFiles('/joy-ui/react-card'),
    ]);
    expect(b).toBe(a);
    expect(mdxLoaderFor('/joy-ui/react-button')).toBeTypeOf('function');
    expect(mdxLoaderFor('/joy-ui/no-such-page')).toBeUndefined();
    expect(mdxSourceFor('/joy-ui/react-button')).toBe('src/products/joy-ui/react-button.mdx');
    expect(mdxSourceFor('/joy-ui/no-such-page')).toBeUndefined();
  });

  it('finds the MDX files of a product whose prefix is deeper than its folder', async () => {
    await loadProductPageFiles('/experiments/docs/overview');
    expect(mdxLoaderFor('/experiments/docs/overview')).toBeTypeOf('function');
    expect(mdxLoaderFor('/experiments/overview')).toBeUndefined();
    expect(mdxSourceFor('/experiments/docs/overview')).toBe(
      'src/products/experiments/docs/overview.mdx',
    );
  });

  it('resolves to undefined outside every product, and keeps the site pages at hand', async () => {
    await expect(loadProductContent('/nowhere')).resolves.toBeUndefined();
    await expect(loadProductPageFiles('/nowhere')).resolves.toBeUndefined();
    expect(productForPath('/versions')?.pages.map((p) => p.pathname)).toContain('/versions');
  });
});
