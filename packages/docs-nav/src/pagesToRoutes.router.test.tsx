import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useRouteError,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { joyTree, materialTree } from './__fixtures__/trees.js';
import type { DocsPage } from './pages.js';
import { pageToTitle } from './pageToTitle.js';
import { isRedirectRoute, pagesToRoutes, type DocsRoute } from './pagesToRoutes.js';
import { resolveDocsPath } from './resolveDocsPath.js';

// The route table against the real react-router, in both of its modes: what the unit tests
// cannot show is that react-router accepts these objects as they are and follows the redirects.

/** What a page's module gives a data router. */
interface PageModule {
  Component: ComponentType;
}

// Two products sharing an API name: the first keeps `/api/button`.
const trees: DocsPage[][] = [
  [...materialTree, { pathname: '/material-ui/api/button', title: 'Button API' }],
  [
    ...joyTree,
    { pathname: '/joy-ui/api/button', title: 'Joy Button API' },
    { pathname: '/joy-ui/api/sheet', title: 'Sheet API' },
  ],
];

/** A loader that records which pages were loaded; each page is a heading with its title. */
function createLoader() {
  return vi.fn(async (page: DocsPage): Promise<PageModule> => ({
    Component: () => <h1>{pageToTitle(page)}</h1>,
  }));
}

const loadedPaths = (loadPage: ReturnType<typeof createLoader>) =>
  loadPage.mock.calls.map(([page]) => page.pathname);

function NotFound() {
  const error = useRouteError();
  return <p>Not found{isRouteErrorResponse(error) ? ` (${error.status})` : ''}</p>;
}

describe('pagesToRoutes with a data router', () => {
  /**
   * While the first load runs a redirect's loader, react-router (in development) notes that the
   * matched route has no Component: a redirect route has none by design. Any other warning fails.
   */
  function allowMissingComponentWarning() {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    return () => {
      const messages = warn.mock.calls.map(([message]) => String(message));
      expect(messages.filter((m) => !m.includes('does not have an element or Component'))).toEqual(
        [],
      );
    };
  }

  function renderDataRouter(path: string, basename?: string) {
    const loadPage = createLoader();
    // The table goes in as it is: no mapping, no cast. The root route stands for a site's layout:
    // an outlet, something to show while the first page loads, and a not-found boundary.
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          Component: Outlet,
          HydrateFallback: () => <p>Loading</p>,
          ErrorBoundary: NotFound,
          children: pagesToRoutes(trees, loadPage),
        },
      ],
      { initialEntries: [path], basename },
    );
    render(<RouterProvider router={router} />);
    return { loadPage, router };
  }

  it('renders the page at its path, loading only that page', async () => {
    const { loadPage } = renderDataRouter('/material-ui/react-rating');
    expect(await screen.findByRole('heading', { name: 'Rating' })).toBeInTheDocument();
    expect(loadedPaths(loadPage)).toEqual(['/material-ui/react-rating']);
  });

  it('follows a short API address to the first product’s API page', async () => {
    const checkWarnings = allowMissingComponentWarning();
    const { loadPage, router } = renderDataRouter('/api/button');
    expect(await screen.findByRole('heading', { name: 'Button API' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/material-ui/api/button');
    expect(loadedPaths(loadPage)).toEqual(['/material-ui/api/button']);
    checkWarnings();
  });

  it('follows /api-docs/ too, to the only product with that name', async () => {
    const checkWarnings = allowMissingComponentWarning();
    const { router } = renderDataRouter('/api-docs/sheet');
    expect(await screen.findByRole('heading', { name: 'Sheet API' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/joy-ui/api/sheet');
    checkWarnings();
  });

  it('takes a language prefix as the router’s basename', async () => {
    renderDataRouter('/zh/material-ui/react-rating', '/zh');
    expect(await screen.findByRole('heading', { name: 'Rating' })).toBeInTheDocument();
  });

  it('answers an unknown path with a 404 and loads nothing', async () => {
    const { loadPage } = renderDataRouter('/material-ui/react-nothing');
    expect(await screen.findByText('Not found (404)')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('pagesToRoutes in react-router’s matching', () => {
  const routes = pagesToRoutes(trees, createLoader());

  it('matches nothing for an unknown path or a section', () => {
    expect(matchRoutes(routes, '/material-ui/react-nothing')).toBeNull();
    expect(matchRoutes(routes, '/material-ui/getting-started')).toBeNull();
  });

  it('ignores a trailing slash, which is why resolveDocsPath answers it first', () => {
    expect(matchRoutes(routes, '/material-ui/react-button/')?.[0]?.route.path).toBe(
      '/material-ui/react-button',
    );
    expect(resolveDocsPath('/material-ui/react-button/')).toEqual({
      kind: 'redirect',
      to: '/material-ui/react-button',
    });
  });
});

describe('pagesToRoutes with a declarative router', () => {
  /** The table as `useRoutes` takes it: redirects become `<Navigate>`, pages load on first render. */
  function toRouteObjects(routes: DocsRoute<PageModule>[]): RouteObject[] {
    return [
      ...routes.map((route): RouteObject => {
        if (isRedirectRoute(route)) {
          return { path: route.path, element: <Navigate replace to={route.handle.redirectTo} /> };
        }
        // React.lazy calls the factory on first render, so a page loads only once matched.
        const Page = lazy(() => route.lazy().then(({ Component }) => ({ default: Component })));
        return { path: route.path, element: <Page /> };
      }),
      { path: '*', element: <p>Not found</p> },
    ];
  }

  /** The table matched against a location the path rules have already answered. */
  function MatchedRoute({ routes, location }: { routes: RouteObject[]; location: Location }) {
    return useRoutes(routes, location);
  }

  /** What a site renders inside its router: the path rules first, then the table. */
  function DocsRoutes({ routes }: { routes: RouteObject[] }) {
    const location = useLocation();
    const resolution = resolveDocsPath(location.pathname);
    if (resolution.kind === 'redirect') {
      const { search, hash } = location;
      return <Navigate replace to={{ pathname: resolution.to, search, hash }} />;
    }
    if (resolution.kind === 'not-found') return <p>Not found</p>;
    return (
      <MatchedRoute routes={routes} location={{ ...location, pathname: resolution.pathname }} />
    );
  }

  function CurrentPath() {
    const { pathname, search } = useLocation();
    return <p data-testid="location">{pathname + search}</p>;
  }

  function renderDeclarative(path: string) {
    const loadPage = createLoader();
    const routes = toRouteObjects(pagesToRoutes(trees, loadPage));
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading</p>}>
          <DocsRoutes routes={routes} />
        </Suspense>
        <CurrentPath />
      </MemoryRouter>,
    );
    return { loadPage };
  }

  const currentPath = () => screen.getByTestId('location').textContent;

  it('renders the page at its path, loading only that page', async () => {
    const { loadPage } = renderDeclarative('/joy-ui/getting-started/usage');
    expect(await screen.findByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(loadedPaths(loadPage)).toEqual(['/joy-ui/getting-started/usage']);
  });

  it('follows a short API address to the first product’s API page, replacing it', async () => {
    const { loadPage } = renderDeclarative('/api/button');
    expect(await screen.findByRole('heading', { name: 'Button API' })).toBeInTheDocument();
    expect(currentPath()).toBe('/material-ui/api/button');
    expect(loadedPaths(loadPage)).toEqual(['/material-ui/api/button']);
  });

  it('renders the not-found element for an unknown path and loads nothing', async () => {
    const { loadPage } = renderDeclarative('/material-ui/react-nothing');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('drops a trailing slash before matching, keeping the query', async () => {
    renderDeclarative('/material-ui/react-button/?tab=demo');
    expect(await screen.findByRole('heading', { name: 'Button' })).toBeInTheDocument();
    expect(currentPath()).toBe('/material-ui/react-button?tab=demo');
  });

  it('renders a language-prefixed path in place', async () => {
    renderDeclarative('/zh/material-ui/react-button');
    expect(await screen.findByRole('heading', { name: 'Button' })).toBeInTheDocument();
    expect(currentPath()).toBe('/zh/material-ui/react-button');
  });

  it('answers an undecodable path with the not-found element', async () => {
    renderDeclarative('/material-ui/%E0%A4%A');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
