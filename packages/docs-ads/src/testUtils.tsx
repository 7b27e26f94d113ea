'use client';

// Test helpers shared by the component tests; not published (see NOT_PUBLISHED in tsup.shared.ts).
import { AnalyticsProvider, createAnalytics, type EventParams } from '@docshell/docs-analytics';
import {
  DocsProvider,
  englishTranslations,
  interpolate,
  lookup,
  type Translations,
} from '@docshell/docs-i18n';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Ad } from './Ad.js';
import { AdProvider, type AdConfig } from './AdProvider.js';
import { ADS_ENGLISH, type AdsTextKey } from './adsText.js';
import type { AdRecord } from './inHouseAds.js';

export const IN_HOUSE: AdRecord[] = [
  {
    name: 'templates',
    link: '/store/templates/',
    img: '/static/ads/templates.svg',
    imgAlt: '',
    title: 'Premium templates',
    description: 'Ship sooner with polished dashboards.',
    poweredby: 'Docs',
    label: 'in-house-templates',
  },
];

export interface RenderOptions {
  config?: Partial<AdConfig>;
  translations?: Translations;
  strict?: boolean;
}

export interface RecordedEvent {
  name: string;
  params: EventParams;
}

/** Renders `ui` inside DocsProvider, AnalyticsProvider (recording events) and AdProvider. */
export function renderWithAds(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { events: RecordedEvent[] } {
  const events: RecordedEvent[] = [];
  const client = createAnalytics({ send: (name, params) => events.push({ name, params }) });
  const config: AdConfig = {
    inHouseAds: IN_HOUSE,
    backersUrl: '/backers/',
    random: () => 0.5,
    shape: 'image',
    ...options.config,
  };
  const tree = (
    <DocsProvider translations={options.translations}>
      <AnalyticsProvider client={client}>
        <AdProvider config={config}>{ui}</AdProvider>
      </AnalyticsProvider>
    </DocsProvider>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, events };
}

/**
 * Renders one ad with real timers and waits until the slot's lazily loaded content is in it, as
 * a browser has after its first page. Later renders in the same file then fill the slot in their
 * first commit, so tests can drive every timing with fake timers.
 */
export async function loadAdContent(): Promise<void> {
  const { container, unmount } = renderWithAds(<Ad />);
  await waitFor(
    () => {
      if (!container.querySelector('a')) throw new Error('[docs-ads] ad content not loaded yet');
    },
    { timeout: 10_000 },
  );
  unmount();
}

/** The wording the slot shows for `key`: the English table's, else the package default. */
export function adsText(key: AdsTextKey, values?: Record<string, string>): string {
  return interpolate(lookup(englishTranslations, `ads.${key}`) ?? ADS_ENGLISH[key], values);
}

/**
 * The declarations emotion generated for `element`'s own css class, keyed by media condition
 * ('' for none). jsdom ignores media queries in getComputedStyle, so breakpoints are read here.
 */
export function emittedStyles(element: Element): Record<string, Record<string, string>> {
  const cssClass = Array.from(element.classList).find((name) => name.startsWith('css-'));
  const result: Record<string, Record<string, string>> = {};
  const collect = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) collect(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && rule.selectorText === `.${cssClass}`) {
        const declarations = (result[media] ??= {});
        for (const property of Array.from(rule.style)) {
          declarations[property] = rule.style.getPropertyValue(property);
        }
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules, '');
  return result;
}
