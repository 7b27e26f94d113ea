import type { ComponentType } from 'react';
import { Demo } from './Demo';
import { MdxLink } from './MdxLink';

/** How MDX elements render on this site. */
export const mdxComponents = {
  a: MdxLink,
  Demo,
} as Record<string, ComponentType<never>>;
