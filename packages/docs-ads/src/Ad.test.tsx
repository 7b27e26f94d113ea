import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ad } from './Ad.js';
import { AD_SCRIPT_ATTRIBUTE } from './constants.js';
import { IN_HOUSE, adsText, emittedStyles, loadAdContent, renderWithAds } from './testUtils.js';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const SCRIPT_URL = 'https://network.example/ad.js';

function setUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function root(container: HTMLElement): HTMLElement {
  return container.querySelector('.Ad-root') as HTMLElement;
}

function networkScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll(`script[${AD_SCRIPT_ATTRIBUTE}]`));
}

/** What the network's script does: put its container, with a link, into the slot it was given. */
function networkFillsSlot(href = 'https://advertiser.example/') {
  const script = networkScripts()[0]!;
  const slot = document.getElementById(script.dataset.target!)!;
  const box = document.createElement('div');
  box.setAttribute('data-ad-network-container', '');
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'A network ad';
  box.append(link);
  slot.append(box);
}

// The slot's content is its own chunk: loaded once here, it renders at once in every test.
beforeAll(loadAdContent, 20_000);

beforeEach(() => {
  vi.useFakeTimers();
  setUserAgent(BROWSER_UA);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Ad', () => {
  it('keeps an empty slot of the reserved height for a bot, and loads nothing', async () => {
    setUserAgent('Googlebot/2.1');
    const { container } = renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL } });
    await advance(20_000);
    expect(root(container)).toBeEmptyDOMElement();
    expect(networkScripts()).toHaveLength(0);
    expect(root(container)).not.toHaveAttribute('data-ga-event-label');
  });

  it('injects the network script once after mount, even under StrictMode', async () => {
    renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL }, strict: true });
    expect(networkScripts()).toHaveLength(0);
    await advance(0);
    const scripts = networkScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', SCRIPT_URL);
    expect(document.getElementById(scripts[0]!.dataset.target!)).toContainElement(scripts[0]!);
  });

  it('shows the network ad once its container appears and labels the slot', async () => {
    const { container } = renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL } });
    await advance(0);
    expect(root(container)).not.toHaveAttribute('data-ga-event-label');
    networkFillsSlot();
    await advance(500);
    expect(screen.getByRole('link', { name: 'A network ad' })).toBeVisible();
    expect(root(container)).toHaveAttribute('data-ga-event-label', 'network-body-top-image');
    expect(root(container)).toHaveAttribute('data-ga-event-category', 'ad');
    expect(root(container)).toHaveAttribute('data-ga-event-action', 'click');
  });

  it('assumes a blocker on the seventh empty look, and reverses when the ad arrives late', async () => {
    const { container } = renderWithAds(<Ad />, {
      config: { scriptUrl: SCRIPT_URL, random: () => 0.1 },
    });
    await advance(2999);
    expect(screen.queryByText(adsText('allowAdsTitle'))).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(adsText('allowAdsTitle'))).toBeInTheDocument();
    expect(root(container)).toHaveAttribute(
      'data-ga-event-label',
      'in-house-adblock-body-top-image',
    );

    networkFillsSlot();
    await advance(500);
    expect(screen.queryByText(adsText('allowAdsTitle'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A network ad' })).toBeVisible();
    expect(root(container)).toHaveAttribute('data-ga-event-label', 'network-body-top-image');
  });

  it('shows the other blocked readers an in-house ad', async () => {
    const { container } = renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL } });
    await advance(3000);
    const link = screen.getByRole('link', { name: /Premium templates/ });
    expect(link).toHaveAttribute('href', '/store/templates/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(screen.getByText(adsText('adBy', { publisher: 'Docs' }))).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '130');
    expect(img).toHaveAttribute('height', '100');
    expect(root(container)).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
  });

  it('shows an in-house ad when the network ad only links to the backers page', async () => {
    const { container } = renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL } });
    await advance(0);
    networkFillsSlot(`${window.location.origin}/backers/?from=ad`);
    await advance(500);
    expect(screen.getByRole('link', { name: /Premium templates/ })).toBeVisible();
    expect(root(container)).toHaveAttribute(
      'data-ga-event-label',
      'in-house-network-body-top-image',
    );
  });

  it('shows an in-house ad at once when no network is configured', async () => {
    const { container } = renderWithAds(<Ad />);
    expect(screen.getByRole('link', { name: /Premium templates/ })).toBeInTheDocument();
    expect(root(container)).toHaveAttribute(
      'data-ga-event-label',
      'in-house-network-body-top-image',
    );
  });

  it('never asks to allow ads and contacts no host when no network is configured', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const shape of ['image', 'inline'] as const) {
      // 0.1 is inside the allow-ads share: with a network, a blocked reader would be asked.
      const { container, unmount } = renderWithAds(<Ad />, {
        config: { shape, random: () => 0.1 },
      });
      await advance(20_000);
      expect(screen.queryByText(adsText('allowAdsTitle'))).not.toBeInTheDocument();
      expect(root(container).getAttribute('data-ga-event-label')).toMatch(/^in-house-network-/);
      unmount();
    }
    expect(networkScripts()).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks for the container by the configured selector, not the default one', async () => {
    const { container } = renderWithAds(<Ad />, {
      config: { scriptUrl: SCRIPT_URL, containerSelector: '.sponsor-box' },
    });
    await advance(0);
    // The default mark alone is not what this network inserts: it does not count.
    networkFillsSlot();
    await advance(500);
    expect(root(container)).not.toHaveAttribute('data-ga-event-label');
    const slot = document.getElementById(networkScripts()[0]!.dataset.target!)!;
    const box = document.createElement('div');
    box.className = 'sponsor-box';
    slot.append(box);
    await advance(500);
    expect(root(container)).toHaveAttribute('data-ga-event-label', 'network-body-top-image');
  });

  it('renders no link for an ad whose link is not http(s)', async () => {
    const { container } = renderWithAds(<Ad />, {
      config: { inHouseAds: [{ ...IN_HOUSE[0]!, link: 'javascript:alert(1)' }] },
    });
    expect(screen.getByText(/Ship sooner with polished dashboards/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('[href]')).toBeNull();
  });

  it('takes in-house wording from the translation table when the ad names a key', async () => {
    renderWithAds(<Ad />, {
      config: { inHouseAds: [{ ...IN_HOUSE[0]!, textKey: 'ads.inHouse.templates' }] },
      translations: {
        en: { ads: { inHouse: { templates: { name: 'Kits', description: 'Ready pages.' } } } },
      },
    });
    expect(screen.getByRole('link', { name: /Kits – Ready pages\./ })).toBeInTheDocument();
  });

  it('uses the site translations for its wording', async () => {
    renderWithAds(<Ad />, {
      translations: { en: { ads: { adBy: 'sponsored by {{publisher}}' } } },
    });
    expect(screen.getByText('sponsored by Docs')).toBeInTheDocument();
  });
});

describe('Ad layout', () => {
  const RESERVED = {
    '': { 'margin-top': '24px', 'margin-bottom': '24px', overflow: 'hidden' },
    '(min-width:0px)': { height: '142px', 'min-height': '142px' },
    '(min-width:600px)': { height: '126px', 'min-height': '126px' },
  };

  it('reserves a fixed height, 142 px below sm and 126 px from sm, before anything loads', () => {
    setUserAgent('Googlebot/2.1');
    const { container } = renderWithAds(<Ad />);
    expect(emittedStyles(root(container))).toMatchObject(RESERVED);
  });

  it('keeps exactly the same box once an ad is shown, so nothing below moves', async () => {
    const { container } = renderWithAds(<Ad />, { config: { scriptUrl: SCRIPT_URL } });
    const before = root(container).className;
    await advance(3000);
    expect(screen.getByRole('link', { name: /Premium templates/ })).toBeInTheDocument();
    expect(root(container).className).toBe(before);
    expect(emittedStyles(root(container))).toMatchObject(RESERVED);
  });
});

describe('Ad display event', () => {
  it('reports a display after 2500 ms for a sampled view', async () => {
    const { events } = renderWithAds(<Ad />, { config: { random: () => 0.05 } });
    await advance(2499);
    expect(events).toEqual([]);
    await advance(1);
    expect(events).toEqual([
      {
        name: 'ad',
        params: { eventAction: 'display', eventLabel: 'in-house-network-body-top-image' },
      },
    ]);
    await advance(10_000);
    expect(events).toHaveLength(1);
  });

  it('reports nothing for a view outside the sample', async () => {
    const { events } = renderWithAds(<Ad />, { config: { random: () => 0.5 } });
    await advance(10_000);
    expect(events).toEqual([]);
  });

  it('samples by the configured ratio', async () => {
    const { events } = renderWithAds(<Ad />, { config: { random: () => 0.5, displayRatio: 0.6 } });
    await advance(2500);
    expect(events).toHaveLength(1);
  });

  it('reports nothing when the ad is gone before 2500 ms', async () => {
    const { events, unmount } = renderWithAds(<Ad />, { config: { random: () => 0.05 } });
    await advance(2000);
    unmount();
    await advance(10_000);
    expect(events).toEqual([]);
  });
});

describe('Ad crash', () => {
  it('renders nothing in the slot and reports a crash with the label', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...IN_HOUSE[0]!, description: { not: 'text' } as unknown as string };
    const { container, events } = renderWithAds(<Ad />, { config: { inHouseAds: [broken] } });
    expect(root(container)).toBeEmptyDOMElement();
    expect(events).toContainEqual({
      name: 'ad',
      params: { eventAction: 'crash', eventLabel: 'in-house-network-body-top-image' },
    });
  });
});
