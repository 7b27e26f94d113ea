import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_ERROR_TEXT,
  type PageErrorBoundaryProps,
  PAGE_ERROR_TEXT,
  PAGE_ERROR_TITLE,
  PageErrorBoundary,
  RELOADING_TEXT,
} from './PageErrorBoundary';
import { routerAt } from '../routing/routerAt';

let failures = 0;

/** Throws while `failures` is above zero, then renders its text. */
function Flaky({ error }: { error: Error }) {
  if (failures > 0) {
    failures -= 1;
    throw error;
  }
  return <p>Page content</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

function renderBoundary(error: Error, props: Omit<PageErrorBoundaryProps, 'children'>) {
  return render(
    routerAt(
      '/',
      <>
        <Counter />
        <PageErrorBoundary {...props}>
          <Flaky error={error} />
        </PageErrorBoundary>
      </>,
    ),
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/button-1.js');

beforeEach(() => {
  // React reports caught render errors on the console; the panel is what the reader sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('PageErrorBoundary', () => {
  it('shows a panel with a retry and a link home while the rest of the app keeps working', () => {
    failures = 2;
    const recover = vi.fn(() => true);
    renderBoundary(new Error('boom'), { recoverFromChunkError: recover });
    expect(screen.getByRole('heading', { name: PAGE_ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText(PAGE_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(recover).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('renders the page again on retry once it stops throwing', () => {
    failures = 2;
    renderBoundary(new Error('boom'), {});
    failures = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('reloads once for a failed chunk and says so', () => {
    failures = 2;
    const recover = vi.fn(() => true);
    renderBoundary(chunkError(), { recoverFromChunkError: recover });
    expect(recover).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(RELOADING_TEXT);
  });

  it('shows the panel when the recovery declines to reload, and retries with a full reload', () => {
    failures = 2;
    const reloadPage = vi.fn();
    renderBoundary(chunkError(), { recoverFromChunkError: () => false, reloadPage });
    expect(screen.getByText(CHUNK_ERROR_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
