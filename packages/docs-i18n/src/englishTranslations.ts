import { ads } from './english/ads.js';
import type { copyPage } from './english/copyPage.js';
import type { demo } from './english/demo.js';
import { codeCopy } from './english/codeCopy.js';
import type { feedback } from './english/feedback.js';
import { frame } from './english/frame.js';
import type { pages } from './english/pages.js';
import { search } from './english/search.js';
import { settings } from './english/settings.js';
import type { TranslationDictionary } from './translate.js';

/**
 * The strings the shell shows from its first render, in English, as one nested object (one file
 * per area under `english/`). Sites deep-merge their own keys and languages over it with
 * `mergeTranslations`. An area shown only by a part that loads later (`copyPage`, `demo`, `feedback`, `pages`) is not in it: it
 * is exported on its own and passed to `useTranslate` by that part, so its text loads with it.
 */
export const englishTranslations = /* @__PURE__ */ (() =>
  // A pure call around the spread: bundlers keep a bare object spread even when nothing reads
  // it, which would put the whole table into every bundle that imports any hook of this package.
  ({
    ...frame,
    ...settings,
    ...search,
    ...codeCopy,
    ...ads,
  }) satisfies TranslationDictionary)();

/** Dot paths to the string leaves of a dictionary type, e.g. `'codeCopy.copy'`. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the shell's English tables, for typed wrappers around `t()`. */
export type EnglishTranslationKey = LeafKeys<
  typeof englishTranslations & typeof copyPage & typeof demo & typeof feedback & typeof pages
>;
