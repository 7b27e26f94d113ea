import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdProvider, useAdConfig, type AdConfig } from './AdProvider.js';
import {
  DEFAULT_CONTAINER_SELECTOR,
  DEFAULT_DISPLAY_RATIO,
  DEFAULT_PLACEMENT,
} from './constants.js';

const base: AdConfig = { inHouseAds: [], backersUrl: '/backers/' };

function wrapper(config: AdConfig) {
  return ({ children }: { children: ReactNode }) => (
    <AdProvider config={config}>{children}</AdProvider>
  );
}

describe('useAdConfig', () => {
  it('throws a clear error outside AdProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdConfig())).toThrow(
      '[docs-ads] useAdConfig() must be used inside <AdProvider>. Wrap your component in AdProvider.',
    );
  });

  it('fills in the defaults', () => {
    const { result } = renderHook(() => useAdConfig(), {
      wrapper: wrapper({ ...base, random: () => 0.5 }),
    });
    expect(result.current).toMatchObject({
      displayRatio: DEFAULT_DISPLAY_RATIO,
      enabled: true,
      placement: DEFAULT_PLACEMENT,
      containerSelector: DEFAULT_CONTAINER_SELECTOR,
      shape: 'image',
      feedUrl: undefined,
      scriptUrl: undefined,
    });
  });
});

describe('AdProvider', () => {
  it('draws the shape once for the session, however often it renders', () => {
    const random = vi.fn(() => 0.1);
    function Shape() {
      return <p>{useAdConfig().shape}</p>;
    }
    const { rerender } = render(
      <AdProvider config={{ ...base, random }}>
        <Shape />
      </AdProvider>,
    );
    random.mockReturnValue(0.9);
    rerender(
      <AdProvider config={{ ...base, random }}>
        <Shape />
      </AdProvider>,
    );
    expect(screen.getByText('inline')).toBeInTheDocument();
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('lets the site force a shape', () => {
    const { result } = renderHook(() => useAdConfig(), {
      wrapper: wrapper({ ...base, shape: 'inline', random: () => 0.9 }),
    });
    expect(result.current.shape).toBe('inline');
  });

  it('refuses a display ratio outside 0 to 1', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderHook(() => useAdConfig(), { wrapper: wrapper({ ...base, displayRatio: 1.5 }) }),
    ).toThrow('[docs-ads] displayRatio must be between 0 and 1; got 1.5.');
  });
});
