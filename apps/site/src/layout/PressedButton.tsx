import Button, { type ButtonProps } from '@mui/material/Button';

export interface PressedButtonProps extends Omit<ButtonProps, 'variant' | 'aria-pressed'> {
  /** Whether this choice is the current one (filled), or not (outlined). */
  pressed: boolean;
}

/**
 * A toggle button (`aria-pressed`) drawn with MUI's Button, which every page loads anyway:
 * MUI's ToggleButton and ToggleButtonGroup would add their own code for two small choices.
 */
export function PressedButton({ pressed, ...props }: PressedButtonProps) {
  return (
    <Button
      size="small"
      disableElevation
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      {...props}
    />
  );
}
