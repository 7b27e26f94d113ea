// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { materialTree } from './__fixtures__/trees.js';
import { NavDrawer } from './NavDrawer.js';
import { PrevNextLinks } from './PrevNextLinks.js';
import { ProductSwitcher } from './ProductSwitcher.js';
import { SideNav } from './SideNav.js';
import { TableOfContents } from './TableOfContents.js';
import { VersionSelector } from './VersionSelector.js';

// The site prerenders every route in Node: the components must render without a DOM.
describe('server rendering', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the side nav in a drawer with the active section open and the rest collapsed', () => {
    const html = renderToString(
      <NavDrawer open={false} onOpen={() => {}} onClose={() => {}}>
        <SideNav pages={materialTree} activePath="/material-ui/react-rating/" />
      </NavDrawer>,
    );
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toMatch(
      /href="\/material-ui\/react-rating"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/material-ui\/react-rating"/,
    );
    expect(html).not.toContain('/material-ui/getting-started/overview');
    expect(html).toContain('New');
  });

  it('renders the menus closed and the table of contents with nothing active', () => {
    const html = renderToString(
      <>
        <ProductSwitcher
          groups={[
            {
              name: 'Core',
              products: [{ id: 'material-ui', name: 'Material UI', href: '/material-ui' }],
            },
          ]}
          currentProductId="material-ui"
        />
        <VersionSelector
          versions={[
            { text: 'v6.1.1', current: true },
            { text: 'View all versions', href: '/versions' },
          ]}
        />
        <TableOfContents headings={[{ id: 'basic', text: 'Basic', level: 2 }]} />
        <PrevNextLinks pages={materialTree} activePath="/material-ui/react-button" />
      </>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
    expect(html).toContain('aria-label="Page table of contents"');
    expect(html).not.toContain('aria-current="location"');
    expect(html).toContain('href="/material-ui/react-rating"');
  });
});
