import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, isPlainClick, parsePath, pathOf } from './browserHistory';

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('follows a main-button click with no modifier into the same window', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });

  it('leaves new tabs, windows, downloads, other buttons and handled clicks to the browser', () => {
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('parsePath', () => {
  it('splits a site path into pathname, search and hash', () => {
    expect(parsePath('/a/b?x=1#y')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#y' });
    expect(parsePath('/')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(pathOf(parsePath('/a/b?x=1#y'))).toBe('/a/b?x=1#y');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('pushes a new URL and tells every listener, replaces on request', () => {
    const history = createBrowserHistory(window);
    const updates: string[] = [];
    const stop = history.listen(({ action, location }) =>
      updates.push(`${action} ${pathOf(location)}`),
    );
    history.navigate('/a?q=1#h');
    history.navigate('/b', { replace: true });
    stop();
    history.navigate('/c');
    expect(updates).toEqual(['PUSH /a?q=1#h', 'REPLACE /b']);
    expect(window.location.pathname).toBe('/c');
    expect(history.location.pathname).toBe('/c');
  });

  it('resolves a link relative to the current page', () => {
    window.history.replaceState(null, '', '/docs/page');
    const history = createBrowserHistory(window);
    history.navigate('#section');
    expect(pathOf(history.location)).toBe('/docs/page#section');
    history.navigate('other');
    expect(history.location.pathname).toBe('/docs/other');
  });

  it('stops listening to back/forward once nobody listens', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const history = createBrowserHistory(window);
    const stopOne = history.listen(() => undefined);
    const stopTwo = history.listen(() => undefined);
    expect(add.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(1);
    stopOne();
    expect(remove.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(0);
    stopTwo();
    expect(remove.mock.calls.filter(([type]) => type === 'popstate')).toHaveLength(1);
  });

  it('loads another origin, and falls back to a page load when history refuses', () => {
    const assign = vi.fn();
    const pushState = vi.fn(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    const fake = {
      location: {
        href: 'https://docs.test/a',
        origin: 'https://docs.test',
        pathname: '/a',
        search: '',
        hash: '',
        assign,
      },
      history: { pushState, replaceState: vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    const history = createBrowserHistory(fake);
    const listener = vi.fn();
    history.listen(listener);
    history.navigate('https://elsewhere.test/x');
    expect(assign).toHaveBeenLastCalledWith('https://elsewhere.test/x');
    history.navigate('/b#c');
    expect(pushState).toHaveBeenCalled();
    expect(assign).toHaveBeenLastCalledWith('/b#c');
    expect(listener).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/a');
  });
});
