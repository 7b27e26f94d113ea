import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markPageHydrated } from './hydrationState';
import { useLocation, useNavigate } from 'react-router-dom';
import { goBack, routerAt } from '../routing/routerAt';
import { useProgressiveRender } from './useProgressiveRender';

const renders: Array<{ path: string; complete: boolean }> = [];
let navigate: (to: string) => void;

function Page({ path }: { path: string }) {
  // Paths under /whole stand for pages that cannot be split (an API page, say).
  const complete = useProgressiveRender(!path.startsWith('/whole'));
  renders.push({ path, complete });
  return <p>{complete ? `whole ${path}` : `first part of ${path}`}</p>;
}

/** Like the site: each location mounts its page anew. */
function Site() {
  const location = useLocation();
  const go = useNavigate();
  navigate = (to) => void go(to);
  const { pathname, hash } = location;
  return <Page key={pathname + hash} path={pathname + hash} />;
}

function renderSite() {
  renders.length = 0;
  return render(routerAt('/a', <Site />));
}

const rendersOf = (path: string) => renders.filter((r) => r.path === path).map((r) => r.complete);

// In file order: the first test runs before the first page is marked hydrated.
describe('useProgressiveRender', () => {
  it('renders whole while prerendering or hydrating, whatever the navigation', async () => {
    renderSite();
    await act(async () => navigate('/b'));
    expect(rendersOf('/b').every(Boolean)).toBe(true);
  });

  it('after hydration, renders a followed link in two parts: first part, then the rest after a paint', async () => {
    markPageHydrated();
    renderSite();
    // The first location (a POP, like a page load) renders whole.
    expect(screen.getByText('whole /a')).toBeInTheDocument();
    await act(async () => navigate('/b'));
    expect(rendersOf('/b')[0]).toBe(false);
    expect(await screen.findByText('whole /b')).toBeInTheDocument();
  });

  it('renders whole for a #section link and for back/forward', async () => {
    markPageHydrated();
    renderSite();
    await act(async () => navigate('/b#usage'));
    expect(rendersOf('/b#usage').every(Boolean)).toBe(true);
    await act(async () => navigate('/c'));
    await waitFor(() => expect(screen.getByText('whole /c')).toBeInTheDocument());
    await act(async () => goBack());
    expect(rendersOf('/b#usage').every(Boolean)).toBe(true);
    expect(screen.getByText('whole /b#usage')).toBeInTheDocument();
  });

  it('renders a page that cannot be split whole, with no second pass', async () => {
    markPageHydrated();
    renderSite();
    await act(async () => navigate('/whole/api'));
    await act(async () => new Promise((done) => setTimeout(done, 300)));
    expect(rendersOf('/whole/api')).toEqual([true]);
  });
});
