import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SiteRouter } from './SiteRouter';

let navigateTo: (path: string) => void = () => undefined;
function NavigateGrabber() {
  const navigate = useNavigate();
  navigateTo = (path) => void navigate(path);
  return null;
}

function Pages() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <>
      <output data-testid="navigation">{`${navigationType} ${location.pathname}${location.hash}`}</output>
      {location.pathname === '/' && <h1>Home page</h1>}
      {location.pathname === '/fast' && <h1>Fast page</h1>}
      {location.pathname === '/slow' && <SlowPage />}
    </>
  );
}

let slowPage: { promise: Promise<void>; resolve: () => void };
function SlowPage() {
  use(slowPage.promise);
  return <h1>Slow page</h1>;
}

const LOADED = new Set(['/', '/fast']);

function renderSite(loaded = LOADED) {
  return render(
    <SiteRouter rendersAtOnce={(pathname) => loaded.has(pathname)}>
      <NavigateGrabber />
      <Link to="/fast#sizes">Sizes</Link>
      <Suspense fallback={<p>Loading fallback</p>}>
        <Pages />
      </Suspense>
    </SiteRouter>,
  );
}

describe('SiteRouter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    slowPage = { promise, resolve };
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders a loaded route at once', async () => {
    renderSite();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(async () => navigateTo('/fast'));
    expect(screen.getByRole('heading', { name: 'Fast page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/fast');
  });

  it('keeps the current page on screen while the next one loads (a transition, no fallback)', async () => {
    renderSite();
    await act(async () => navigateTo('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading fallback')).toBeNull();
    await act(async () => slowPage.resolve());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });

  it('renders a route said to be loaded as an ordinary update, not a transition', async () => {
    // Were it a transition, the home page would stay; as an ordinary update that suspends, the
    // boundary's fallback shows. (The site only says "loaded" when nothing can suspend.)
    renderSite(new Set(['/', '/slow']));
    await act(async () => navigateTo('/slow'));
    expect(screen.getByText('Loading fallback')).toBeInTheDocument();
  });

  it('follows back and forward', async () => {
    renderSite();
    await act(async () => navigateTo('/fast'));
    await act(async () => {
      window.history.back();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('says how each location was reached: a link, the same URL again, back', async () => {
    renderSite();
    const navigation = () => screen.getByTestId('navigation').textContent;
    expect(navigation()).toBe('POP /');
    await act(async () => navigateTo('/fast#sizes'));
    expect(navigation()).toBe('PUSH /fast#sizes');
    const entries = window.history.length;
    // A link to the same URL replaces its entry: back must not land on the same page.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Sizes' })));
    expect(navigation()).toBe('REPLACE /fast#sizes');
    expect(window.history.length).toBe(entries);
    await act(async () => {
      window.history.back();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    expect(navigation()).toBe('POP /');
  });
});
