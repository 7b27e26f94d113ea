import type { ComponentType } from 'react';

export interface ContentModule {
  default: ComponentType;
  frontmatter: { title: string; description: string };
}

// A page's MDX file sits under src/products at the page's own URL path, so the route table and
// the files cannot disagree silently: routes.test.ts checks that every tree entry has its file.
const modules = import.meta.glob<ContentModule>('./products/**/*.mdx');

export function contentPathFor(pathname: string): string {
  return `./products${pathname}.mdx`;
}

export function loadContent(pathname: string): (() => Promise<ContentModule>) | undefined {
  return modules[contentPathFor(pathname)];
}

export const contentPaths = Object.keys(modules);
