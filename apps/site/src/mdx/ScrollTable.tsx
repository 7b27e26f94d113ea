import type { TableHTMLAttributes } from 'react';
import { ScrollRegion } from './ScrollRegion';

/** Markdown tables scroll on their own on a narrow screen instead of widening the page. */
export function ScrollTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <ScrollRegion label="Scrollable table">
      <table {...props} />
    </ScrollRegion>
  );
}
