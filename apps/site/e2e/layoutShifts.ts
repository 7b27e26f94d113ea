import type { Page } from 'playwright-core';

interface ShiftWindow {
  __cls: number;
  __shifts: string[];
}

/**
 * Records every layout shift of each document `page` loads, from the first byte on (`buffered`
 * also reports shifts from before the observer existed), with the elements that moved.
 * Call before navigating.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? [])
          .map((source) => {
            const node = source.node as Element | null | undefined;
            return node?.nodeName
              ? `${node.nodeName}.${String(node.className ?? '').slice(0, 40)}`
              : '?';
          })
          .join(', ');
        w.__shifts.push(`${entry.value.toFixed(4)} (${moved})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current document's cumulative layout shift and a line per shift. */
export function layoutShifts(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    return { cls: w.__cls, shifts: w.__shifts };
  });
}
