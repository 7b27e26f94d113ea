import { act } from '@testing-library/react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// MUI X Charts draw their series through react-spring transitions that start at an "appearing"
// frame: bars of height 0, a line behind a clip of width 0, pie arcs of no angle. On the server no
// effect runs, so the prerendered chart stayed empty until it hydrated and animated. With
// patches/@react-spring__core@9.7.5.patch a transition's first render starts where its items
// enter, on the server and at hydration alike; later changes still animate.

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const size = { width: 400, height: 240 };

const charts = {
  bar: (
    <BarChart
      {...size}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[{ data: [12, 30, 24, 40] }]}
    />
  ),
  line: (
    <LineChart
      {...size}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      series={[{ data: [12, 30, 24, 40] }]}
    />
  ),
  pie: (
    <PieChart
      {...size}
      series={[
        {
          data: [
            { id: 0, value: 10, label: 'A' },
            { id: 1, value: 30, label: 'B' },
          ],
        },
      ]}
    />
  ),
};

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** The heights the bars are drawn with, from their inline styles. */
function barHeights(root: ParentNode): number[] {
  return [...root.querySelectorAll<SVGRectElement>('rect.MuiBarElement-root')].map((bar) =>
    parseFloat(bar.style.height),
  );
}

/** The width of the rectangle that clips the line series (0 while it "appears"). */
function lineClipWidth(root: ParentNode): number {
  const clip = root.querySelector('clipPath[id$="-line-clip"] rect');
  return parseFloat(clip?.getAttribute('width') ?? 'NaN');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('MUI X Charts prerendered (react-spring patched)', () => {
  it('draws bars at their heights on the server', () => {
    const heights = barHeights(parse(renderToString(charts.bar)));
    expect(heights).toHaveLength(4);
    for (const height of heights) expect(height).toBeGreaterThan(0);
    // In proportion to the data: the tallest bar is Q4's (40), the shortest Q1's (12).
    const [q1 = 0, , , q4 = 0] = heights;
    expect(Math.max(...heights)).toBe(q4);
    expect(q4 / q1).toBeCloseTo(40 / 12, 1);
  });

  it('draws a line series unclipped on the server', () => {
    const root = parse(renderToString(charts.line));
    expect(root.querySelector('path.MuiLineElement-root')?.getAttribute('d')).toMatch(/^M[\d.]/);
    expect(lineClipWidth(root)).toBeGreaterThanOrEqual(size.width);
  });

  it('draws pie arcs with their angles on the server', () => {
    const arcs = [...parse(renderToString(charts.pie)).querySelectorAll('path.MuiPieArc-root')];
    expect(arcs).toHaveLength(2);
    // An arc of no angle is a path that only moves and closes; a drawn one has arc commands.
    for (const arc of arcs) expect(arc.getAttribute('d')).toMatch(/A[\d.]+/);
  });

  it('hydrates the prerendered bars without a mismatch or a change', async () => {
    const container = parse(renderToString(charts.bar));
    document.body.append(container);
    const before = barHeights(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, charts.bar, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(barHeights(container)).toEqual(before);
  });
});
