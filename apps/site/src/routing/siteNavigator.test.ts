import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteNavigator } from './siteNavigator';

describe('createSiteNavigator', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes a new URL, and replaces the entry for the URL the browser already shows', () => {
    window.history.replaceState(null, '', '/a');
    const history = createBrowserHistory({ window, v5Compat: true });
    const actions: string[] = [];
    history.listen(({ action, location }) => actions.push(`${action} ${location.pathname}`));
    const navigator = createSiteNavigator(history, window);
    const entries = window.history.length;
    navigator.push('/slow#part');
    // Clicked again before the page rendered: the same entry, not a second one.
    navigator.push('/slow#part');
    navigator.push({ pathname: '/slow', hash: '#part' });
    expect(window.history.length).toBe(entries + 1);
    expect(actions).toEqual(['PUSH /slow', 'REPLACE /slow', 'REPLACE /slow']);
    navigator.push('/slow#other');
    expect(window.history.length).toBe(entries + 2);
  });

  it('loads the page when the browser refuses to change history', () => {
    const refusing: Navigator = {
      createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}`),
      go: () => undefined,
      push: () => undefined,
      replace: () => {
        throw new DOMException('history changed too often', 'SecurityError');
      },
    };
    const assign = vi.fn();
    const win = { location: { pathname: '/', search: '', hash: '', assign } } as unknown as Window;
    createSiteNavigator(refusing, win).replace('/material-ui/api/button');
    expect(assign).toHaveBeenCalledWith('/material-ui/api/button');
  });
});
