import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

function setWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollRegion', () => {
  it('is a named, focusable region while its content overflows', () => {
    setWidths(900, 320);
    render(
      <ScrollRegion label="Props">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Props' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('table-scroll');
  });

  it('adds no tab stop and no landmark when the content fits', () => {
    setWidths(300, 320);
    const { container } = render(
      <ScrollRegion label="Props">
        <table />
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('.table-scroll')).not.toHaveAttribute('tabindex');
  });
});
