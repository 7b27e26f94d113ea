import { ads } from './english/ads';
import { copyPage } from './english/copyPage';
import { feedback } from './english/feedback';
import { frame } from './english/frame';
import { pages } from './english/pages';
import { search } from './english/search';
import { settings } from './english/settings';
import type { TranslationDictionary } from './translate';

/**
 * Every string the shell shows, in English, as one nested object (one file per area under
 * `english/`). Sites deep-merge their own keys and languages over it with `mergeTranslations`.
 */
export const englishTranslations = /* @__PURE__ */ (() =>
  // A pure call around the spread: bundlers keep a bare object spread even when nothing reads
  // it, which would put the whole table into every bundle that imports any hook of this package.
  ({
    ...frame,
    ...settings,
    ...search,
    ...feedback,
    ...pages,
    ...ads,
    ...copyPage,
  }) satisfies TranslationDictionary)();

/** Dot paths to the string leaves of a dictionary type, e.g. `'codeCopy.copy'`. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the shell's English table, for typed wrappers around `t()`. */
export type EnglishTranslationKey = LeafKeys<typeof englishTranslations>;
