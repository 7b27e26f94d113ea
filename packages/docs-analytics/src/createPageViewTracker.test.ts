import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './createAnalytics.js';
import { createPageViewTracker } from './createPageViewTracker.js';

const button = {
  location: '/material-ui/react-button',
  title: 'Button - Material UI',
  productId: 'material-ui',
  productCategoryId: 'core',
};
const chip = { location: '/material-ui/react-chip', title: 'Chip - Material UI' };

describe('createPageViewTracker', () => {
  it('sends page_view with the title, canonical location and product', () => {
    const send = vi.fn();
    expect(createPageViewTracker(createAnalytics({ send })).track(button)).toBe(true);
    expect(send).toHaveBeenCalledWith('page_view', {
      page_title: 'Button - Material UI',
      page_location: '/material-ui/react-button',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
  });

  it('sends once per route change and ignores repeats of the same location', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(createAnalytics({ send }));
    tracker.track(button);
    tracker.track(button);
    tracker.track({ ...button, title: 'Button (re-rendered)' });
    tracker.track(chip);
    tracker.track(button);
    expect(send.mock.calls.map(([, params]) => params.page_location)).toEqual([
      button.location,
      chip.location,
      button.location,
    ]);
    expect(send.mock.calls[1]?.[1]).toEqual({
      page_title: 'Chip - Material UI',
      page_location: '/material-ui/react-chip',
    });
  });

  it('does not remember a view the client dropped, so it is sent once allowed', () => {
    const send = vi.fn();
    let allowed = false;
    const tracker = createPageViewTracker(
      createAnalytics({ send, consent: { allowsAnalytics: () => allowed } }),
    );
    expect(tracker.track(button)).toBe(false);
    allowed = true;
    expect(tracker.track(button)).toBe(true);
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends again after reset', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(createAnalytics({ send }));
    tracker.track(chip);
    tracker.reset();
    tracker.track(chip);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ignores views without a location', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker({ sendEvent: send });
    expect(tracker.track({ title: 'x' } as never)).toBe(false);
    expect(tracker.track(null as never)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
