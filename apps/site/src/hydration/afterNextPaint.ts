/** A hidden tab paints no frames: after this long, go on anyway. */
export const PAINT_WAIT_LIMIT_MS = 200;

/** Resolves once the browser has painted: a task queued from a frame callback runs after it. */
export function afterNextPaint(
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window,
): Promise<void> {
  return new Promise<void>((resolve) => {
    win.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
