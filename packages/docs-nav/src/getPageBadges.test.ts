import { describe, expect, it } from 'vitest';
import { getPageBadges } from './getPageBadges.js';
import { DEFAULT_NAV_LABELS } from './navLabels.js';
import type { DocsPage } from './pages.js';

describe('getPageBadges', () => {
  it.each<[Partial<DocsPage>, string[]]>([
    [{}, []],
    [{ plan: 'pro' }, ['pro:Pro plan']],
    [{ plan: 'premium' }, ['premium:Premium plan']],
    [{ newFeature: true }, ['new:New']],
    [{ planned: true }, ['planned:Planned']],
    [{ unstable: true }, ['preview:Preview']],
    [{ beta: true }, ['beta:Beta']],
    [{ legacy: true }, ['legacy:Legacy']],
    [{ deprecated: true }, ['deprecated:Deprecated']],
    [
      {
        plan: 'premium',
        deprecated: true,
        beta: true,
        unstable: true,
        planned: true,
        newFeature: true,
        legacy: true,
      },
      [
        'premium:Premium plan',
        'legacy:Legacy',
        'new:New',
        'planned:Planned',
        'preview:Preview',
        'beta:Beta',
        'deprecated:Deprecated',
      ],
    ],
  ])('gives %o the badges %o in order', (flags, expected) => {
    const badges = getPageBadges({ pathname: '/p', ...flags }, DEFAULT_NAV_LABELS);
    expect(badges.map((badge) => `${badge.kind}:${badge.label}`)).toEqual(expected);
  });

  it('uses the labels it is given', () => {
    const labels = { ...DEFAULT_NAV_LABELS, new: 'Nouveau', proPlan: 'Offre Pro' };
    expect(
      getPageBadges({ pathname: '/p', newFeature: true, plan: 'pro' }, labels).map((b) => b.label),
    ).toEqual(['Offre Pro', 'Nouveau']);
  });
});
