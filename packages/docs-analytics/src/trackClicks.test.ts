import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, type Sender } from './createAnalytics.js';
import { keepSplitEvent, trackClicks } from './trackClicks.js';

/** A small seeded generator (mulberry32), so sampling tests are repeatable. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] as number;
}

describe('trackClicks', () => {
  let send: ReturnType<typeof vi.fn<Sender>>;
  let stop: () => void = () => {};

  beforeEach(() => {
    send = vi.fn<Sender>();
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function setUp(html: string, random?: () => number) {
    document.body.innerHTML = html;
    stop = trackClicks(document, createAnalytics({ send }), random);
  }

  function click(selector: string) {
    (document.querySelector(selector) as HTMLElement).click();
  }

  it('sends the nearest tagged ancestor of the clicked element', () => {
    setUp(`
      <nav data-ga-event-category="header" data-ga-event-action="nav">
        <a id="github" href="#" data-ga-event-category="header" data-ga-event-action="github" data-ga-event-label="top">
          <svg><path id="icon"></path></svg><span id="text">GitHub</span>
        </a>
        <button id="plain">Plain</button>
      </nav>`);
    click('#text');
    document.getElementById('icon')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    click('#plain');
    expect(send.mock.calls).toEqual([
      ['header', { eventAction: 'github', eventLabel: 'top' }],
      ['header', { eventAction: 'github', eventLabel: 'top' }],
      ['header', { eventAction: 'nav' }],
    ]);
  });

  it('starts from the parent when the click target is a text node', () => {
    setUp('<button data-ga-event-category="settings" data-ga-event-action="dark">Dark</button>');
    const text = document.querySelector('button')?.firstChild as Text;
    text.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(send).toHaveBeenCalledWith('settings', { eventAction: 'dark' });
  });

  it('ignores clicks outside any tagged element', () => {
    setUp('<p><button>Untracked</button></p><div data-ga-event-category="">empty</div>');
    click('button');
    click('div');
    expect(send).not.toHaveBeenCalled();
  });

  it('still sees clicks whose handlers stop propagation', () => {
    setUp('<button data-ga-event-category="demo" data-ga-event-action="reset">Reset</button>');
    document.querySelector('button')?.addEventListener('click', (event) => event.stopPropagation());
    click('button');
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps a split event when the draw is at or under the split', () => {
    setUp(
      '<button data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-split="0.5">Ad</button>',
      sequence(0.1, 0.5, 0.9, 0.2),
    );
    for (let i = 0; i < 4; i += 1) click('button');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('keeps about the split share of events with a seeded random', () => {
    setUp('<button data-ga-event-category="ad" data-ga-event-split="0.3">Ad</button>', seeded(42));
    for (let i = 0; i < 1000; i += 1) click('button');
    const share = send.mock.calls.length / 1000;
    expect(share).toBeGreaterThan(0.26);
    expect(share).toBeLessThan(0.34);
  });

  it('only tracks inside an element root', () => {
    document.body.innerHTML = `
      <div data-ga-event-category="outer"><main id="root"><button id="inside">In</button></main></div>
      <button id="outside" data-ga-event-category="header">Out</button>`;
    const root = document.getElementById('root') as HTMLElement;
    stop = trackClicks(root, createAnalytics({ send }));
    click('#inside');
    click('#outside');
    expect(send).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', () => {
    setUp('<button data-ga-event-category="header">Menu</button>');
    stop();
    click('button');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('keepSplitEvent', () => {
  it.each([null, '', '  ', '0', '-1', 'abc', 'NaN', 'Infinity'])(
    'always keeps the event for split %j, without drawing',
    (split) => {
      const random = vi.fn(() => 0.99);
      expect(keepSplitEvent(split, random)).toBe(true);
      expect(random).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['0.25', 0.25, true],
    ['0.25', 0.26, false],
    ['1', 0.999, true],
    ['2', 0.999, true],
  ])('split %s with draw %s -> %s', (split, draw, kept) => {
    expect(keepSplitEvent(split, () => draw)).toBe(kept);
  });
});
