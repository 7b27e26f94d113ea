/**
 * The part of a window that schedules frames, driven by the test: `paint()` runs the frame
 * callbacks queued so far; timers are the test's (fake) timers.
 */
export function fakeFrames() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;
  return { win, paint: () => frames.splice(0).forEach((frame) => frame(0)) };
}
