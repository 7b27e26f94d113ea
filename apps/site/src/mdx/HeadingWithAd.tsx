import { Ad } from '@docshell/docs-ads';
import type { ComponentProps } from 'react';

/** A page's title, with the sponsor slot right under it (its height is reserved: no shift). */
export function HeadingWithAd(props: ComponentProps<'h1'>) {
  return (
    <>
      <h1 {...props} />
      <Ad />
    </>
  );
}
