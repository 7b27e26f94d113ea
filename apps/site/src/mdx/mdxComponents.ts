import type { ComponentType } from 'react';
import { SectionHeading } from '../copyPage/SectionHeading';
import { CodeBlock } from './CodeBlock';
import { HeadingWithAd } from './HeadingWithAd';
import { MdxLink } from './MdxLink';
import { ScrollTable } from './ScrollTable';

/** How MDX elements render on this site. */
export const mdxComponents = {
  a: MdxLink,
  h1: HeadingWithAd,
  h2: SectionHeading,
  pre: CodeBlock,
  table: ScrollTable,
} as Record<string, ComponentType<never>>;
