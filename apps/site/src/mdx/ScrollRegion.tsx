import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) does not fit. While it overflows it
 * is a named, focusable region, so a keyboard reader can scroll it with the arrow keys; a table
 * that fits adds no extra tab stop.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
