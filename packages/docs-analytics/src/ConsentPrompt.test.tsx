import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider, useAnalytics } from './AnalyticsProvider.js';
import { ConsentPrompt } from './ConsentPrompt.js';
import { CONSENT_PRERENDERED_ATTRIBUTE, CONSENT_STORAGE_KEY } from './constants.js';
import { createAnalytics } from './createAnalytics.js';
import { createConsentStore, type ConsentStore } from './createConsentStore.js';
import { resetStorageSlots } from '@docshell-internal/storage-slot';

const labels = {
  title: 'Help us improve the docs',
  description: 'May we count page views?',
  allow: 'Allow analytics',
  deny: 'Essential only',
};

function ClickCounter() {
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.sendEvent('mounted');
  });
  return null;
}

function setUp(store: ConsentStore) {
  const send = vi.fn();
  const client = createAnalytics({ send, consent: store });
  const view = render(
    <AnalyticsProvider client={client} consent={store}>
      <ClickCounter />
      <ConsentPrompt labels={labels} />
    </AnalyticsProvider>,
  );
  return { send, client, view };
}

describe('ConsentPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSlots();
  });

  it('asks as a labelled region, and nothing is sent before the reader allows it', async () => {
    const store = createConsentStore({ required: true, doNotTrack: () => false });
    const { send, client } = setUp(store);
    const region = screen.getByRole('region', { name: labels.title });
    expect(region).toHaveAccessibleDescription(labels.description);
    expect(send).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: labels.allow }).click());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('analytics');
    client.sendEvent('copy');
    expect(send).toHaveBeenCalledWith('copy', {});
  });

  it('stores "essential" and keeps analytics off when declined', async () => {
    const store = createConsentStore({ required: true, doNotTrack: () => false });
    const { send, client } = setUp(store);
    await act(async () => screen.getByRole('button', { name: labels.deny }).click());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
    client.sendEvent('copy');
    expect(send).not.toHaveBeenCalled();
  });

  it('does not ask when Do Not Track is on, when consent is not required, or after a choice', () => {
    setUp(createConsentStore({ required: true, doNotTrack: () => true }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    setUp(createConsentStore({ required: false, doNotTrack: () => false }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    setUp(createConsentStore({ required: true, doNotTrack: () => false }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders nothing on the server', () => {
    const store = createConsentStore({ required: true, doNotTrack: () => false });
    const html = renderToString(
      <AnalyticsProvider client={createAnalytics({ send: vi.fn() })} consent={store}>
        <ConsentPrompt labels={labels} />
      </AnalyticsProvider>,
    );
    expect(html).toBe('');
  });

  describe('prerendered', () => {
    const tree = (store: ConsentStore) => (
      <AnalyticsProvider client={createAnalytics({ send: vi.fn() })} consent={store}>
        <ConsentPrompt labels={labels} prerender />
      </AnalyticsProvider>
    );

    // Server HTML in a container, hydrated as a browser would: React reports any mismatch.
    async function hydrate(store: ConsentStore) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree(createConsentStore({ required: true })));
      document.body.append(container);
      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(container, tree(store), { onRecoverableError: recoverable });
      });
      return { container, recoverable };
    }

    it('is in the server HTML, marked for CSS to hide until the pre-paint script asks', () => {
      const html = renderToString(tree(createConsentStore({ required: true })));
      const section = new DOMParser().parseFromString(html, 'text/html').querySelector('section');
      expect(section?.className).toBe('docs-consent');
      expect(section?.hasAttribute(CONSENT_PRERENDERED_ATTRIBUTE)).toBe(true);
      expect(section?.textContent).toContain(labels.allow);
    });

    it('hydrates without a mismatch, then stays (unmarked) while a choice is needed', async () => {
      const store = createConsentStore({ required: true, doNotTrack: () => false });
      const { container, recoverable } = await hydrate(store);
      expect(recoverable).not.toHaveBeenCalled();
      const section = container.querySelector('section');
      expect(section).not.toBeNull();
      expect(section!.hasAttribute(CONSENT_PRERENDERED_ATTRIBUTE)).toBe(false);
      container.remove();
    });

    it('goes once hydrated when the reader has chosen or Do Not Track is on', async () => {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
      const chosen = await hydrate(createConsentStore({ required: true, doNotTrack: () => false }));
      expect(chosen.recoverable).not.toHaveBeenCalled();
      expect(chosen.container.querySelector('section')).toBeNull();
      chosen.container.remove();
      localStorage.clear();
      resetStorageSlots();
      const dnt = await hydrate(createConsentStore({ required: true, doNotTrack: () => true }));
      expect(dnt.container.querySelector('section')).toBeNull();
      dnt.container.remove();
    });
  });

  it('uses the class name for its parts', () => {
    setUp(createConsentStore({ required: true, doNotTrack: () => false }));
    expect(screen.getByRole('region')).toHaveClass('docs-consent');
    expect(screen.getByRole('button', { name: labels.allow })).toHaveClass('docs-consent-allow');
  });
});
