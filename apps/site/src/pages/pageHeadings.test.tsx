import { DocsProvider } from '@docshell/docs-i18n';
import { extractHeadings } from '@docshell/docs-nav';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../build/apiDoc';
import { ApiPage } from '../api/ApiPage';
import { apiPageHeadings } from '../api/apiPageHeadings';
import * as productionErrorPage from '../special/ProductionErrorPage';
import * as versionsPage from '../special/VersionsPage';
import { routerAt } from '../routing/routerAt';

// Pages written as components name their headings themselves (MDX pages get theirs from the
// build). The table of contents is rendered from that list, so it must be what the page shows.
function renderedHeadings(Page: ComponentType) {
  // In the site's provider: an API page's section headings have translated "Copy section" buttons.
  const { container } = render(<DocsProvider>{routerAt('/', <Page />)}</DocsProvider>);
  return extractHeadings(container);
}

const BUTTON_DOC: ApiDoc = {
  component: 'Button',
  aliases: [],
  slug: 'button',
  pathname: '/material-ui/api/button',
  group: 'material',
  packageName: '@mui/material',
  version: '6.1.1',
  plan: null,
  deprecated: null,
  imports: [
    "import Button from '@mui/material/Button';",
    "import { Button } from '@mui/material';",
  ],
  inherited: [{ component: 'ButtonBase', pathname: '/material-ui/api/button-base' }],
  demos: [],
  props: [
    {
      name: 'variant',
      type: "'contained' | 'outlined' | 'text'",
      defaultValue: "'text'",
      description: 'The variant to use.',
      required: false,
      deprecated: null,
    },
  ],
  slots: [],
  classes: [
    {
      key: 'root',
      className: 'MuiButton-root',
      description: 'Styles applied to the root element.',
      deprecated: null,
    },
  ],
};

const ALERT_DOC: ApiDoc = {
  ...BUTTON_DOC,
  component: 'Alert',
  slug: 'alert',
  demos: [{ title: 'Alert', pathname: '/material-ui/react-alert' }],
  slots: [{ name: 'closeButton', defaultValue: 'IconButton', description: 'The close button.' }],
};

describe("pages' own headings", () => {
  it('the versions page lists each section and each product, as it renders them', () => {
    expect(versionsPage.headings.length).toBeGreaterThan(5);
    expect(versionsPage.headings.filter((heading) => heading.level === 3).length).toBe(
      versionsPage.headings.length - 5,
    );
    expect(renderedHeadings(versionsPage.default)).toEqual(versionsPage.headings);
  });

  it('an API page lists the sections it renders, with Demos and Slots only where there are some', () => {
    for (const doc of [BUTTON_DOC, ALERT_DOC]) {
      expect(renderedHeadings(() => <ApiPage doc={doc} />)).toEqual(apiPageHeadings(doc));
    }
    expect(apiPageHeadings(BUTTON_DOC).map((h) => h.id)).toEqual(['import', 'props', 'css']);
    expect(apiPageHeadings(ALERT_DOC).map((h) => h.id)).toEqual([
      'import',
      'demos',
      'props',
      'slots',
      'css',
    ]);
  });

  it('the production error page has no sections', () => {
    expect(renderedHeadings(productionErrorPage.default)).toEqual([]);
    expect(productionErrorPage.headings).toEqual([]);
  });
});
