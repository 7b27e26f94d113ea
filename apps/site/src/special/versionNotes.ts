/**
 * Why a product is documented at another version than planned, by product id: what /versions and
 * its Markdown copy say under the product. Kept out of ../versions.ts, which the header's version
 * selector (in the shell every page loads) imports.
 */
export const VERSION_NOTES: Readonly<Record<string, string>> = {
  x: 'These docs were planned for MUI X v7.18.0. Its Pro charts and Pro tree view packages were never published at that version, so every MUI X package here (and every live demo and API page) uses v7.26.0, the nearest release where all of them exist. Unlike v7.18.0, it also declares support for React 19, which the site runs on.',
};
