import { describe, expect, it } from 'vitest';
import { ads } from './english/ads.js';
import { codeCopy } from './english/codeCopy.js';
import { copyPage } from './english/copyPage.js';
import { demo } from './english/demo.js';
import { feedback } from './english/feedback.js';
import { frame } from './english/frame.js';
import { pages } from './english/pages.js';
import { search } from './english/search.js';
import { settings } from './english/settings.js';
import { englishTranslations, type EnglishTranslationKey } from './englishTranslations.js';
import { lookup } from './translate.js';
import { translationKeys } from './translationKeys.js';

const shellAreas = { frame, settings, search, codeCopy, ads };
const areas = { ...shellAreas, copyPage, demo, feedback, pages };
/** Every English string of the package: the shell's table and the tables that load on demand. */
const allEnglish = { ...englishTranslations, ...copyPage, ...demo, ...feedback, ...pages };

describe('englishTranslations', () => {
  it('keeps every area under its own top-level keys (no area overwrites another)', () => {
    const topLevel = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(new Set(topLevel).size).toBe(topLevel.length);
    const areaLeaves = Object.values(shellAreas).reduce(
      (count, area) => count + translationKeys(area).length,
      0,
    );
    expect(translationKeys(englishTranslations)).toHaveLength(areaLeaves);
    // Loaded with its components, not with DocsProvider.
    for (const area of ['copyPage', 'demo', 'feedback', 'notFound', 'versions']) {
      expect(englishTranslations).not.toHaveProperty(area);
    }
  });

  it('has only non-empty, trimmed strings with well-formed placeholders and no markup', () => {
    for (const key of translationKeys(allEnglish)) {
      const text = lookup(allEnglish, key) ?? '';
      expect(text, key).not.toBe('');
      expect(text, key).toBe(text.trim());
      expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]/);
      expect(text, key).not.toMatch(/<[a-z/]/i);
    }
  });

  it('keeps the code copy keys other packages read', () => {
    expect(englishTranslations.codeCopy).toEqual({
      copy: 'Copy',
      copied: 'Copied',
      failed: 'Copy failed',
      ariaLabel: 'Copy the code',
      hintMac: '(or ⌘C)',
      hintOther: '(or Ctrl + C)',
    });
  });

  it.each<[EnglishTranslationKey, string]>([
    ['appFrame.skipToContent', 'Skip to content'],
    ['tableOfContents.title', 'Contents'],
    ['tableOfContents.label', 'Page table of contents'],
    ['feedback.question', 'Was this page helpful?'],
    ['settings.editColors', 'Edit documentation colors'],
    ['settings.muiSystem', 'MUI System'],
    ['notFound.title', 'Page not found'],
    ['productionError.missingArgument', '[missing argument]'],
    ['language.changeLanguage', 'Change language'],
    ['ads.adBy', 'ad by {{publisher}}'],
    ['ads.adBadge', 'Ad'],
    ['ads.getStarted', 'Get started'],
    ['pageTypes.signInSide', 'Sign-in side'],
    ['navFlags.premiumPlan', 'Premium plan'],
    ['editPage', 'Edit this page'],
    ['copyPage.copy', 'Copy page'],
    ['copyPage.view', 'View as Markdown'],
    ['copyPage.copySection', 'Copy section ‘{{title}}’ as Markdown'],
  ])('shows %s as "%s"', (key, text) => {
    expect(lookup(allEnglish, key)).toBe(text);
  });

  it('names and describes all five in-house ads', () => {
    const inHouse = englishTranslations.ads.inHouse;
    expect(Object.keys(inHouse).sort()).toEqual([
      'figma',
      'scaffoldhub',
      'templates',
      'themes',
      'tidelift',
    ]);
    for (const ad of Object.values(inHouse)) {
      expect(ad.name.length).toBeGreaterThan(0);
      expect(ad.description.length).toBeGreaterThan(40);
    }
  });

  it('names every page type and nav flag', () => {
    expect(Object.keys(pages.pageTypes)).toHaveLength(9);
    expect(Object.keys(englishTranslations.navFlags)).toEqual([
      'new',
      'planned',
      'preview',
      'beta',
      'legacy',
      'deprecated',
      'proPlan',
      'premiumPlan',
    ]);
  });
});
