import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdErrorBoundary } from './AdErrorBoundary.js';

function Broken(): never {
  throw new Error('bad ad');
}

describe('AdErrorBoundary', () => {
  it('renders nothing and reports "null" when the label is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCrash = vi.fn();
    const { container } = render(
      <div data-testid="slot">
        <AdErrorBoundary label={null} onCrash={onCrash}>
          <Broken />
        </AdErrorBoundary>
      </div>,
    );
    expect(container.firstChild).toBeEmptyDOMElement();
    expect(onCrash).toHaveBeenCalledTimes(1);
    expect(onCrash).toHaveBeenCalledWith('null');
  });

  it('renders its children when nothing throws', () => {
    const onCrash = vi.fn();
    render(
      <AdErrorBoundary label="in-house-body-top-image" onCrash={onCrash}>
        <p>An ad</p>
      </AdErrorBoundary>,
    );
    expect(screen.getByText('An ad')).toBeInTheDocument();
    expect(onCrash).not.toHaveBeenCalled();
  });
});
