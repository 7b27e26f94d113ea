import { describe, expect, it } from 'vitest';
import { agentHintHtml, buildHead, buildPage, pageChunkFor } from './pageHtml.mjs';

const TEMPLATE =
  '<head><!--app-head--></head><body><!--app-body-start--><div id="root"><!--app-html--></div></body>';

describe('pageChunkFor', () => {
  const manifest = {
    'src/products/x/overview.mdx': { file: 'assets/overview-Ab12_cD3.js', isDynamicEntry: true },
  };

  it("gives an MDX page's chunk from Vite's manifest as a path from the site's root", () => {
    expect(pageChunkFor(manifest, 'src/products/x/overview.mdx')).toBe(
      '/assets/overview-Ab12_cD3.js',
    );
  });

  it('gives nothing for a page with no source file or no manifest entry', () => {
    expect(pageChunkFor(manifest, undefined)).toBeUndefined();
    expect(pageChunkFor(manifest, 'src/products/x/gone.mdx')).toBeUndefined();
  });
});

describe('buildPage', () => {
  it('names the route and, when there is one, the page chunk on the root', () => {
    const html = buildPage(TEMPLATE, {
      head: '<title>t</title>',
      html: '<main>page</main>',
      url: '/x/overview',
      pageChunk: '/assets/overview-Ab12_cD3.js',
    });
    expect(html).toContain(
      '<div id="root" data-route="/x/overview" data-page-chunk="/assets/overview-Ab12_cD3.js"><main>page</main></div>',
    );
    expect(buildPage(TEMPLATE, { head: '', html: '', url: '/a"b' })).toContain(
      '<div id="root" data-route="/a&quot;b"></div>',
    );
  });
});

describe('buildHead', () => {
  it('writes the same page tags that the client keeps in step on navigation (src/layout/documentHead.ts)', async () => {
    const { documentHeadTags, formatTitle } = await import('../src/layout/documentHead.ts');
    const values = {
      title: 'Button <React>',
      description: 'Buttons & "actions".',
      canonicalUrl: 'https://docs.acme.dev/material-ui/react-button',
      productId: 'material-ui',
      productCategoryId: 'core',
      markdownPath: '/material-ui/react-button.md',
    };
    const head = buildHead({
      markdownPath: values.markdownPath,
      title: values.title,
      description: values.description,
      url: '/material-ui/react-button',
      origin: 'https://docs.acme.dev',
      styles: '',
      productMeta: { productId: values.productId, productCategoryId: values.productCategoryId },
    });
    const document = new globalThis.DOMParser().parseFromString(
      `<head>${head}</head>`,
      'text/html',
    );
    expect(document.title).toBe(formatTitle(values.title));
    for (const [selector, attribute, value] of documentHeadTags(values)) {
      const found = document.head.querySelectorAll(selector);
      expect(found, selector).toHaveLength(1);
      expect(found[0].getAttribute(attribute), selector).toBe(value);
    }
  });
});

describe('agentHintHtml', () => {
  it('writes the line as escaped text in a hidden paragraph screen readers skip', () => {
    const html = agentHintHtml('See <a> & "b"', 'position:absolute;width:1px');
    expect(html).toBe(
      '<p data-agent-hint aria-hidden="true" style="position:absolute;width:1px">See &lt;a&gt; &amp; &quot;b&quot;</p>',
    );
  });
});
