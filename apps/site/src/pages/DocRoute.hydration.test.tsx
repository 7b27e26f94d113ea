import { startTransition, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routerAt } from '../routing/routerAt';
import { DocRoute } from './DocRoute';

const PATH = '/material-ui/react-button';

// Route data the test controls: loaded for the prerender, not yet loaded while the page hydrates,
// arriving the moment the page asks for it (as a tree chunk can, while React yields between slices
// of a time-sliced hydration).
const routeData = vi.hoisted(() => ({ ready: true, requests: 0 }));
vi.mock('../routing/resolveRoute', () => ({
  routeDataReady: () => routeData.ready,
  routeDataAfterHydration: () => {
    routeData.requests += 1;
    return Promise.resolve().then(() => {
      routeData.ready = true;
    });
  },
  resolveRoute: (pathname: string) => ({ kind: 'page', pathname }),
}));
vi.mock('../routing/pageComponents', () => ({
  docPageComponent: {
    loaded: () =>
      function TestPage({ pathname }: { pathname: string }) {
        return (
          <article>
            <h1>Button</h1>
            <p>{pathname}</p>
          </article>
        );
      },
    afterHydration: () => new Promise(() => {}),
  },
}));

let root: Root | undefined;
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  // Real scheduling, not act(): the bug lived in how React resumes a time-sliced render.
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.textContent = '';
});

// Set when the page's boundary commits: hydrated, or (after a mismatch) rendered afresh.
let pageCommitted = false;
function PageCommitted() {
  useEffect(() => {
    pageCommitted = true;
  }, []);
  return null;
}

const app = () =>
  routerAt(
    PATH,
    <main>
      <Suspense fallback={null}>
        <DocRoute />
        <PageCommitted />
      </Suspense>
    </main>,
  );

describe('DocRoute while the first page hydrates', () => {
  it('hydrates the prerendered page when its route data arrives as React resumes, without a mismatch', async () => {
    routeData.ready = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const article = container.querySelector('article');
    expect(article).not.toBeNull();

    routeData.ready = false;
    const errors: unknown[] = [];
    startTransition(() => {
      root = hydrateRoot(container, app(), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await vi.waitFor(() => expect(pageCommitted).toBe(true), { timeout: 5000 });
    expect(routeData.requests).toBeGreaterThan(0);

    expect(errors).toEqual([]);
    // The prerendered article itself is kept (hydrated), not thrown away and rendered afresh.
    expect(container.querySelector('article')).toBe(article);
    expect(container.querySelector('p')).toHaveTextContent(PATH);
  });
});
