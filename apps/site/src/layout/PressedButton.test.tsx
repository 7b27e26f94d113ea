import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PressedButton } from './PressedButton';

describe('PressedButton', () => {
  it('says whether it is the current choice, and reports clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <PressedButton pressed={false} onClick={onClick}>
        Yes
      </PressedButton>,
    );
    const button = screen.getByRole('button', { name: 'Yes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <PressedButton pressed onClick={onClick}>
        Yes
      </PressedButton>,
    );
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws filled while pressed in the primary colour, outlined otherwise, with a theme without CSS variables', () => {
    render(
      <>
        <PressedButton pressed>On</PressedButton>
        <PressedButton pressed={false}>Off</PressedButton>
      </>,
    );
    const on = getComputedStyle(screen.getByRole('button', { name: 'On' }));
    const off = getComputedStyle(screen.getByRole('button', { name: 'Off' }));
    expect(on.backgroundColor).toBe('rgb(25, 118, 210)');
    expect(off.backgroundColor).not.toBe(on.backgroundColor);
    expect(off.color).toBe('rgb(25, 118, 210)');
  });
});
