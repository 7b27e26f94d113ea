import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';

export interface PressedButtonProps extends Omit<ButtonBaseProps, 'aria-pressed'> {
  /** Whether this choice is the current one (filled), or not (outlined). */
  pressed: boolean;
}

/**
 * MUI's small outlined button, filled while pressed, drawn on ButtonBase (which the shell loads
 * anyway): MUI's Button would add about 1.7 kB gzip to every docs page for the feedback widget's
 * two choices, and ToggleButtonGroup more still.
 */
const PressedButtonRoot = styled(ButtonBase)(({ theme }) => {
  // The theme's CSS variables (the site's theme has them), so colours follow the scheme.
  const { palette, shape } = theme.vars ?? theme;
  const primaryAt = (opacity: number) =>
    theme.vars
      ? `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})`
      : alpha(theme.palette.primary.main, opacity);
  return {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    minWidth: 64,
    padding: '3px 9px',
    borderRadius: shape.borderRadius,
    border: `1px solid ${primaryAt(0.5)}`,
    color: palette.primary.main,
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '@media (hover: hover)': {
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: primaryAt(theme.palette.action.hoverOpacity),
      },
    },
    '&[aria-pressed="true"]': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      borderColor: palette.primary.main,
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark, borderColor: palette.primary.dark },
      },
    },
    // ButtonBase draws no focus ring (Button's was its focus ripple): an outline, for the keyboard.
    '&.Mui-focusVisible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&.Mui-disabled': { color: palette.action.disabled, borderColor: palette.action.disabled },
  };
});

/** A toggle button (`aria-pressed`): outlined, or filled while it is the current choice. */
export function PressedButton({ pressed, ...props }: PressedButtonProps) {
  return <PressedButtonRoot aria-pressed={pressed} {...props} />;
}
