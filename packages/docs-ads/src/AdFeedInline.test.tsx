import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ad } from './Ad.js';
import { adsText, loadAdContent, renderWithAds } from './testUtils.js';

const FEED_URL = 'https://network.example/feed.json';
const HOSTILE_FEED = {
  ads: [
    { statlink: 'javascript:alert(1)', company: 'Dropped', description: 'never shown' },
    {
      statlink: 'https://network.example/click?id=7',
      statimp: 'https://network.example/imp.gif',
      image: 'javascript:alert(2)',
      company: '<img src=x onerror=alert(3)>',
      description: '<script>alert(4)</script><b>bold?</b>',
      pixel:
        'https://px.example/a?t=[timestamp]||javascript:alert(5)||data:image/gif;base64,R0l||//px.example/c||http://px.example/b',
      timestamp: 1700000000,
    },
  ],
};

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

// The slot's content is its own chunk: loaded once here, it renders at once in every test.
beforeAll(loadAdContent, 20_000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdFeedInline', () => {
  it('renders hostile feed fields as literal text, never as markup', async () => {
    stubFetch(async () => new Response(JSON.stringify(HOSTILE_FEED)));
    const { container } = renderWithAds(<Ad />, { config: { shape: 'inline', feedUrl: FEED_URL } });
    await flush();
    expect(screen.getByText('<img src=x onerror=alert(3)>')).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(4\)<\/script><b>bold\?<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[href^="javascript:"], [src^="javascript:"]')).toBeNull();
    expect(screen.queryByText('Dropped')).not.toBeInTheDocument();
  });

  it('links the ad to its http(s) statlink with the inline badge and call to action', async () => {
    stubFetch(async () => new Response(JSON.stringify(HOSTILE_FEED)));
    const { container } = renderWithAds(<Ad />, { config: { shape: 'inline', feedUrl: FEED_URL } });
    await flush();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://network.example/click?id=7');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveTextContent(adsText('adBadge'));
    expect(link).toHaveTextContent(adsText('getStarted'));
    expect(container.querySelector('.Ad-root')).toHaveAttribute(
      'data-ga-event-label',
      'network-body-top-inline',
    );
  });

  it('loads the impression and http(s) pixels as hidden 1×1 images', async () => {
    stubFetch(async () => new Response(JSON.stringify(HOSTILE_FEED)));
    const { container } = renderWithAds(<Ad />, { config: { shape: 'inline', feedUrl: FEED_URL } });
    await flush();
    const pixels = Array.from(container.querySelectorAll('img[hidden]'));
    expect(pixels.map((img) => img.getAttribute('src'))).toEqual([
      'https://network.example/imp.gif',
      'https://px.example/a?t=1700000000',
      'http://px.example/b',
    ]);
    for (const img of pixels) {
      expect(img).toHaveAttribute('width', '1');
      expect(img).toHaveAttribute('height', '1');
    }
  });

  it('shows the allow-ads message or an in-house ad when the feed request is blocked', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithAds(<Ad />, {
      config: { shape: 'inline', feedUrl: FEED_URL, random: () => 0.1 },
    });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(adsText('allowAdsTitle'))).toBeInTheDocument();
  });

  it('shows an in-house ad when the feed has no inventory, after ten tries', async () => {
    const fetch = stubFetch(async () => new Response('{"ads":[]}'));
    const { container } = renderWithAds(<Ad />, { config: { shape: 'inline', feedUrl: FEED_URL } });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(screen.getByRole('link', { name: /Premium templates/ })).toBeInTheDocument();
    expect(container.querySelector('.Ad-root')).toHaveAttribute(
      'data-ga-event-label',
      'in-house-network-body-top-inline',
    );
  });

  it('shows an in-house ad when the feed ad only links to the backers page', async () => {
    stubFetch(
      async () =>
        new Response(
          JSON.stringify({
            ads: [{ statlink: `${window.location.origin}/backers/`, company: 'Us' }],
          }),
        ),
    );
    renderWithAds(<Ad />, { config: { shape: 'inline', feedUrl: FEED_URL } });
    await flush();
    expect(screen.getByRole('link', { name: /Premium templates/ })).toBeInTheDocument();
  });
});
