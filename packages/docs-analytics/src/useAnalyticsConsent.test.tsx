import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from './AnalyticsProvider.js';
import { CONSENT_STORAGE_KEY } from './constants.js';
import { createAnalytics } from './createAnalytics.js';
import { createConsentStore, type ConsentStore } from './createConsentStore.js';
import { resetStorageSlots } from '@docshell-internal/storage-slot';
import { useAnalyticsConsent } from './useAnalyticsConsent.js';

function ConsentView() {
  const { consent, allowsAnalytics, needsPrompt, setConsent } = useAnalyticsConsent();
  return (
    <>
      <p>{`consent ${String(consent)}, allowed ${allowsAnalytics}, prompt ${needsPrompt}`}</p>
      <button type="button" onClick={() => setConsent('essential')}>
        Essential only
      </button>
    </>
  );
}

function renderWith(store: ConsentStore) {
  return render(
    <AnalyticsProvider client={createAnalytics({ send: vi.fn(), consent: store })} consent={store}>
      <ConsentView />
    </AnalyticsProvider>,
  );
}

describe('useAnalyticsConsent', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageSlots();
  });

  it('reports the store state and updates when the reader chooses', async () => {
    renderWith(createConsentStore({ required: true, doNotTrack: () => false }));
    expect(screen.getByText('consent null, allowed false, prompt true')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Essential only' }).click());
    expect(screen.getByText('consent essential, allowed false, prompt false')).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
  });

  it('follows a choice made in another tab', () => {
    renderWith(createConsentStore({ required: true, doNotTrack: () => false }));
    act(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.getByText('consent analytics, allowed true, prompt false')).toBeInTheDocument();
  });

  it('renders no choice and no prompt on the server', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'analytics');
    const store = createConsentStore({ required: true, doNotTrack: () => false });
    const html = renderToString(
      <AnalyticsProvider client={createAnalytics({ send: vi.fn() })} consent={store}>
        <ConsentView />
      </AnalyticsProvider>,
    );
    expect(html).toContain('consent null, allowed false, prompt false');
  });

  it('without a store, reports nothing to ask and warns on setConsent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ConsentView />);
    expect(screen.getByText('consent null, allowed false, prompt false')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Essential only' }).click());
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[docs-analytics\] setConsent\(\) needs/);
  });
});
