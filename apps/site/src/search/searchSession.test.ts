import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PagefindApi,
  PagefindResponse,
  PagefindResultData,
  PagefindSearchOptions,
} from './pagefindTypes';
import { createSearchSession, type SearchState } from './searchSession';

function page(path: string, product = 'Material UI'): PagefindResultData {
  return {
    url: path,
    excerpt: `about <mark>${path}</mark>`,
    meta: { title: path.slice(1) },
    filters: { product: [product] },
  };
}

/** A Pagefind stand-in whose answers the test releases one by one. */
function fakePagefind(pages: Record<string, PagefindResultData[]>) {
  const pending: Array<() => void> = [];
  const api = {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    preload: vi.fn(async (_term: string, _options?: PagefindSearchOptions) => undefined),
    search: vi.fn(
      (term: string) =>
        new Promise<PagefindResponse>((resolve) => {
          pending.push(() => {
            const found = pages[term] ?? [];
            resolve({
              results: found.map((data, i) => ({
                id: String(i),
                score: 1,
                data: async () => data,
              })),
              unfilteredResultCount: found.length + 1,
            });
          });
        }),
    ),
  } satisfies PagefindApi;
  return { api, releaseAll: () => pending.splice(0).forEach((release) => release()) };
}

/**
 * A session over a Pagefind stand-in that answers every term at once with `count` pages and
 * records each result text fetched; the others' texts wait 150 ms for the input to stay.
 */
function countingSession(count: number) {
  const fetchedText = vi.fn();
  const api = {
    ...fakePagefind({}).api,
    search: vi.fn(async (term: string) => ({
      results: Array.from({ length: count }, (_, i) => ({
        id: String(i),
        score: 1,
        data: async () => {
          const path = `/${term.replace(' ', '-')}-${i}`;
          fetchedText(path);
          return page(path);
        },
      })),
      unfilteredResultCount: count,
    })),
  } satisfies PagefindApi;
  const session = createSearchSession({
    load: async () => api,
    onChange: (s) => states.push(s),
    moreResultsDelayMs: 150,
  });
  return { api, session, fetched: () => fetchedText.mock.calls.map(([path]) => path as string) };
}

let states: SearchState[];
const last = () => states[states.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSearchSession', () => {
  it('searches at once when typed at a human pace and shows the results with the totals', async () => {
    const { api, releaseAll } = fakePagefind({ grid: [page('/grid'), page('/grid2')] });
    const session = createSearchSession({
      load: async () => api,
      onChange: (s) => states.push(s),
      debounceMs: 30,
    });
    session.search('grid', 'Material UI');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.search).toHaveBeenCalledWith('grid', { filters: { product: 'Material UI' } });
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last()).toMatchObject({ index: 'ready', query: 'grid', total: 2, unfilteredTotal: 3 });
    expect(last().hits.map((h) => h.href)).toEqual(['/grid', '/grid2']);
  });

  it('shows the first result as soon as its text arrives, and the others in order after it', async () => {
    let releaseSecond!: () => void;
    const secondArrived = new Promise<void>((resolve) => (releaseSecond = resolve));
    const api = {
      ...fakePagefind({}).api,
      search: vi.fn(async () => ({
        results: [
          { id: '0', score: 1, data: async () => page('/first') },
          {
            id: '1',
            score: 1,
            data: async () => {
              await secondArrived;
              return page('/second');
            },
          },
          { id: '2', score: 1, data: async () => page('/third') },
        ],
        unfilteredResultCount: 3,
      })),
    } satisfies PagefindApi;
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('grid', null);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ query: 'grid', total: 3 });
    expect(last().hits.map((h) => h.href)).toEqual(['/first']);
    releaseSecond();
    await vi.runAllTimersAsync();
    expect(last().hits.map((h) => h.href)).toEqual(['/first', '/second', '/third']);
  });

  it('drops results still arriving for a query the reader has typed past', async () => {
    let releaseSecond!: () => void;
    const secondArrived = new Promise<void>((resolve) => (releaseSecond = resolve));
    const api = {
      ...fakePagefind({}).api,
      search: vi.fn(async (term: string) => ({
        results: [
          { id: '0', score: 1, data: async () => page(`/${term}-1`) },
          {
            id: '1',
            score: 1,
            data: async () => {
              await secondArrived;
              return page(`/${term}-2`);
            },
          },
        ],
        unfilteredResultCount: 2,
      })),
    } satisfies PagefindApi;
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('grid', null);
    await vi.advanceTimersByTimeAsync(100);
    session.search('gridx', null);
    await vi.advanceTimersByTimeAsync(0);
    releaseSecond();
    await vi.runAllTimersAsync();
    expect(last().query).toBe('gridx');
    expect(states.flatMap((state) => state.hits.map((h) => h.href))).not.toContain('/grid-2');
  });

  it('does not search again for a key that leaves the query as it was (a space)', async () => {
    const { api, releaseAll } = fakePagefind({ focus: [page('/focus')] });
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('focus', null);
    await vi.advanceTimersByTimeAsync(100);
    session.search('focus ', null);
    session.search('focus  ', null);
    await vi.advanceTimersByTimeAsync(100);
    expect(api.search).toHaveBeenCalledTimes(1);
    // The answer to the search under way is still shown: the space did not make it stale.
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last().hits.map((h) => h.href)).toEqual(['/focus']);
    session.search('focus', 'Material UI');
    await vi.advanceTimersByTimeAsync(100);
    expect(api.search).toHaveBeenCalledTimes(2);
  });

  it('waits for the pause after a burst of keys, warming the index meanwhile', async () => {
    const { api, releaseAll } = fakePagefind({ butt: [page('/butt')], button: [page('/button')] });
    const session = createSearchSession({
      load: async () => api,
      onChange: (s) => states.push(s),
      debounceMs: 30,
    });
    session.search('butt', null);
    await vi.advanceTimersByTimeAsync(5);
    session.search('butto', null);
    await vi.advanceTimersByTimeAsync(5);
    session.search('button', null);
    await vi.advanceTimersByTimeAsync(29);
    // The first key searched at once; the burst after it waits.
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['butt']);
    expect(api.preload).toHaveBeenCalledWith('button', {});
    await vi.advanceTimersByTimeAsync(1);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['butt', 'button']);
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last().query).toBe('button');
    expect(states.some((s) => s.query === 'butt')).toBe(false);
  });

  it('searches each key again once the reader pauses longer than the debounce', async () => {
    const { api } = fakePagefind({});
    const session = createSearchSession({
      load: async () => api,
      onChange: (s) => states.push(s),
      debounceMs: 30,
    });
    session.search('tabl', null);
    await vi.advanceTimersByTimeAsync(80);
    session.search('table', null);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['tabl', 'table']);
  });

  it('fetches no index for one letter, nor for a short word until the reader pauses', async () => {
    const { api, releaseAll } = fakePagefind({
      focus: [page('/focus')],
      'focus r': [page('/focus-ring'), page('/focus-trap')],
    });
    const session = createSearchSession({
      load: async () => api,
      onChange: (s) => states.push(s),
      debounceMs: 30,
    });
    session.search('f', null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.search).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ query: '', hits: [] });
    session.search('fo', null);
    await vi.advanceTimersByTimeAsync(5);
    session.search('foc', null);
    await vi.advanceTimersByTimeAsync(5);
    session.search('focus', null);
    await vi.advanceTimersByTimeAsync(100);
    // Short prefixes are neither searched nor preloaded (their chunks may be many).
    expect(api.preload.mock.calls.map(([term]) => term)).toEqual(['focus']);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['focus']);
    releaseAll();
    await vi.advanceTimersByTimeAsync(0);
    // Typing on: "focus r" keeps the results of "focus" (no search again)...
    session.search('focus r', null);
    await vi.advanceTimersByTimeAsync(100);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['focus']);
    releaseAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ query: 'focus', total: 1 });
    // ...and searches it as typed once the reader pauses.
    await vi.advanceTimersByTimeAsync(300);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['focus', 'focus r']);
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last()).toMatchObject({ query: 'focus r', total: 2 });
  });

  it('drops the pause search when the reader types on', async () => {
    const { api } = fakePagefind({});
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('use s', null);
    await vi.advanceTimersByTimeAsync(200);
    session.search('use sx', null);
    await vi.advanceTimersByTimeAsync(200);
    session.search('use sx p', null);
    await vi.runAllTimersAsync();
    // Only the input the reader paused on: "use sx" was typed past before its pause ended.
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['use sx p']);
  });

  it('drops an answer that arrives after a newer query was typed', async () => {
    const { api, releaseAll } = fakePagefind({ chip: [page('/chip')], card: [page('/card')] });
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('chip', null);
    await vi.advanceTimersByTimeAsync(100);
    session.search('card', null);
    await vi.advanceTimersByTimeAsync(100);
    releaseAll();
    await vi.runAllTimersAsync();
    expect(states.some((s) => s.query === 'chip')).toBe(false);
    expect(last().hits.map((h) => h.href)).toEqual(['/card']);
  });

  it('fetches the text of the first few results only', async () => {
    const many = Array.from({ length: 20 }, (_, i) => page(`/p${i}`));
    const { api, releaseAll } = fakePagefind({ page: many });
    const session = createSearchSession({
      load: async () => api,
      onChange: (s) => states.push(s),
      limit: 5,
    });
    session.search('page', null);
    await vi.advanceTimersByTimeAsync(100);
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last().hits).toHaveLength(5);
    expect(last().total).toBe(20);
  });

  it('fetches the other results’ text only once the input has stayed the query a moment', async () => {
    const { session, fetched } = countingSession(3);
    session.search('butt', null);
    await vi.advanceTimersByTimeAsync(100);
    expect(last().hits.map((h) => h.href)).toEqual(['/butt-0']);
    session.search('button', null);
    await vi.advanceTimersByTimeAsync(149);
    expect(fetched()).toEqual(['/butt-0', '/button-0']);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().hits.map((h) => h.href)).toEqual(['/button-0', '/button-1', '/button-2']);
    expect(fetched()).toHaveLength(4);
  });

  it('fetches one result text for a query the reader is typing past, and all once they pause', async () => {
    const { api, session, fetched } = countingSession(6);
    session.search('reduced', null);
    // "reduced m": still searched as "reduced" (a short last word waits), but the input has
    // moved on, so only the first of its results is fetched while the reader types.
    session.search('reduced m', null);
    await vi.advanceTimersByTimeAsync(100);
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['reduced']);
    expect(fetched()).toEqual(['/reduced-0']);
    expect(last()).toMatchObject({ query: 'reduced', total: 6 });
    expect(last().hits.map((h) => h.href)).toEqual(['/reduced-0']);
    // The pause searches the input as typed and fetches every shown result's text.
    await vi.runAllTimersAsync();
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['reduced', 'reduced m']);
    expect(last().query).toBe('reduced m');
    expect(last().hits).toHaveLength(6);
    expect(fetched()).toHaveLength(7);
  });

  it('searches a query again when the reader comes back to it after its results were cut short', async () => {
    const { api, session, fetched } = countingSession(3);
    session.search('focus', null);
    await vi.advanceTimersByTimeAsync(50);
    session.search('focus r', null);
    // The pause has not come (300 ms), but "focus" has waited its 150 ms with the input elsewhere.
    await vi.advanceTimersByTimeAsync(200);
    expect(fetched()).toEqual(['/focus-0']);
    session.search('focus', null);
    await vi.runAllTimersAsync();
    expect(api.search.mock.calls.map(([term]) => term)).toEqual(['focus', 'focus']);
    expect(last()).toMatchObject({ query: 'focus', total: 3 });
    expect(last().hits.map((h) => h.href)).toEqual(['/focus-0', '/focus-1', '/focus-2']);
  });

  it('clears the results for an empty query without searching', async () => {
    const { api, releaseAll } = fakePagefind({ tabs: [page('/tabs')] });
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('tabs', null);
    await vi.advanceTimersByTimeAsync(100);
    releaseAll();
    await vi.runAllTimersAsync();
    session.search('   ', null);
    expect(last()).toMatchObject({ query: '', hits: [], total: 0 });
    await vi.runAllTimersAsync();
    expect(api.search).toHaveBeenCalledTimes(1);
  });

  it('reports a failed index load, then recovers when a later search works', async () => {
    const { api, releaseAll } = fakePagefind({ list: [page('/list')] });
    const load = vi
      .fn<() => Promise<PagefindApi>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(api);
    const session = createSearchSession({ load, onChange: (s) => states.push(s) });
    session.prepare();
    await vi.runAllTimersAsync();
    expect(last().index).toBe('failed');
    session.search('list', null);
    await vi.advanceTimersByTimeAsync(100);
    releaseAll();
    await vi.runAllTimersAsync();
    expect(last()).toMatchObject({ index: 'ready', query: 'list' });
  });

  it('reports a search that throws, such as an index chunk failing to download offline', async () => {
    const { api } = fakePagefind({});
    api.search.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('offline', null);
    await vi.runAllTimersAsync();
    expect(last().index).toBe('failed');
  });

  it('stops reporting once disposed', async () => {
    const { api, releaseAll } = fakePagefind({ menu: [page('/menu')] });
    const session = createSearchSession({ load: async () => api, onChange: (s) => states.push(s) });
    session.search('menu', null);
    await vi.advanceTimersByTimeAsync(100);
    const count = states.length;
    session.dispose();
    releaseAll();
    await vi.runAllTimersAsync();
    expect(states).toHaveLength(count);
  });
});
