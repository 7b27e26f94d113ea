// @vitest-environment node
import { DocsProvider } from '@docshell/docs-i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Ad } from './Ad.js';
import { AdProvider } from './AdProvider.js';
import { IN_HOUSE } from './testUtils.js';

describe('Ad on the server', () => {
  it('renders only the empty reserved slot: no script, no feed request, no ad', () => {
    expect(typeof window).toBe('undefined');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = renderToString(
      <DocsProvider>
        <AdProvider
          config={{
            inHouseAds: IN_HOUSE,
            backersUrl: '/backers/',
            scriptUrl: 'https://network.example/ad.js',
            feedUrl: 'https://network.example/feed.json',
          }}
        >
          <Ad />
        </AdProvider>
      </DocsProvider>,
    );
    vi.unstubAllGlobals();
    // Without an emotion cache the server inlines the slot's styles just before it.
    const [, styles = '', markup = ''] = /^<style[^>]*>(.*?)<\/style>(.*)$/s.exec(html) ?? [];
    expect(markup).toMatch(
      /^<div class="Ad-root [^"]+" data-ga-event-category="ad" data-ga-event-action="click"><\/div>$/,
    );
    expect(styles).toContain('height:142px;min-height:142px');
    expect(styles).toContain('height:126px;min-height:126px');
    expect(html).not.toContain('<script');
    expect(fetch).not.toHaveBeenCalled();
  });
});
