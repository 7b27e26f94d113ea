import type { TocHeading } from '@docshell/docs-nav';
import type { ComponentType, ReactNode } from 'react';
import type { DemoSource } from '../../build/demoSource';
import type { DemoGlobalStyles } from '../demos/demoGlobalStyles';

interface PageFrontmatter {
  title: string;
  description: string;
}

/** What a page's chunk gives the site: the content, its frontmatter and its table of contents. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  frontmatter: PageFrontmatter;
  /**
   * The table of contents, known before the page renders (an MDX page's comes from its build), so
   * it is in the prerendered HTML and renders with the page, never after it.
   */
  headings: TocHeading[];
  /** An MDX page's live demos by name (build/demoPlugin.ts), each with a full-screen route. */
  demos?: Record<
    string,
    {
      component: ComponentType;
      source: DemoSource;
      globalStyles?: DemoGlobalStyles;
      wrapper?: ComponentType<{ children?: ReactNode }>;
    }
  >;
}
