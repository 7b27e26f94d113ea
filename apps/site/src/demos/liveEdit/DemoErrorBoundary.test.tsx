import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { RUN_DELAY_MS } from './liveDemoController';
import { useLiveDemo, type LiveDemo } from './useLiveDemo';

function Demo({ fail }: { fail: boolean }) {
  if (fail) throw new Error('broken demo');
  return <p>demo works</p>;
}

describe('DemoErrorBoundary', () => {
  beforeEach(() => {
    // React logs every caught render error; the test checks what the boundary does with it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders its children while they render', () => {
    const onError = vi.fn();
    render(
      <DemoErrorBoundary onError={onError} resetKey={1}>
        <Demo fail={false} />
      </DemoErrorBoundary>,
    );
    expect(screen.getByText('demo works')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a render error once and renders nothing in the demo’s place', () => {
    const onError = vi.fn();
    render(
      <div data-testid="frame">
        <DemoErrorBoundary onError={onError} resetKey={1}>
          <Demo fail />
        </DemoErrorBoundary>
      </div>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(new Error('broken demo'));
    expect(screen.getByTestId('frame')).toBeEmptyDOMElement();
  });

  it('stays empty on other renders, and renders the children again when resetKey changes', () => {
    const onError = vi.fn();
    const { rerender } = render(
      <DemoErrorBoundary onError={onError} resetKey="a">
        <Demo fail />
      </DemoErrorBoundary>,
    );
    rerender(
      <DemoErrorBoundary onError={onError} resetKey="a">
        <Demo fail={false} />
      </DemoErrorBoundary>,
    );
    expect(screen.queryByText('demo works')).toBeNull();
    rerender(
      <DemoErrorBoundary onError={onError} resetKey="b">
        <Demo fail={false} />
      </DemoErrorBoundary>,
    );
    expect(screen.getByText('demo works')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('catches again after a reset', () => {
    const onError = vi.fn();
    const { rerender } = render(
      <DemoErrorBoundary onError={onError} resetKey={1}>
        <Demo fail />
      </DemoErrorBoundary>,
    );
    rerender(
      <DemoErrorBoundary onError={onError} resetKey={2}>
        <Demo fail />
      </DemoErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('demo works')).toBeNull();
  });
});

describe('DemoErrorBoundary with useLiveDemo', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the last edit that rendered when a newer one throws while rendering', async () => {
    const edits: Record<string, ComponentType> = {
      good: () => <p>edited demo</p>,
      bad: () => {
        throw new Error('render failed');
      },
    };
    const steps = {
      transpile: async (code: string) => ({ ok: true as const, code, imports: [] }),
      load: async () => ({}),
      run: async (compiled: string) => edits[compiled]!,
    };
    let live!: LiveDemo;
    function LiveFrame() {
      live = useLiveDemo('TS', steps);
      const Shown = live.Component ?? (() => <p>original demo</p>);
      return (
        <>
          <DemoErrorBoundary onError={live.reportRenderError} resetKey={live.Component}>
            <Shown />
          </DemoErrorBoundary>
          {live.error && <p role="alert">{live.error.message}</p>}
        </>
      );
    }
    render(<LiveFrame />);
    expect(screen.getByText('original demo')).toBeInTheDocument();

    act(() => live.run('good'));
    await act(() => vi.advanceTimersByTimeAsync(RUN_DELAY_MS));
    expect(screen.getByText('edited demo')).toBeInTheDocument();

    act(() => live.run('bad'));
    await act(() => vi.advanceTimersByTimeAsync(RUN_DELAY_MS));
    expect(screen.getByText('edited demo')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('render failed');
  });
});
