/**
 * A PascalCase name as a path segment: `ButtonVariants` → `button-variants`, `CSSBaseline` →
 * `css-baseline`, `Grid2Basic` → `grid2-basic`. API pages, demos' full-screen pages and their
 * take-away projects are named with it.
 */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}
