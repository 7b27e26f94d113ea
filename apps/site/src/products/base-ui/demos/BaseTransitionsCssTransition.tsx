import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/material/styles';

const Trigger = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const SlideDown = styled(CssTransition)(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    maxWidth: 260,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[4],
    transformOrigin: 'top',
    // Opacity is the longest transition, so it marks the end of the exit.
    transition: 'opacity 250ms, transform 150ms',
    '&.hidden': { opacity: 0, transform: 'scaleY(0.8)' },
    '&.shown': { opacity: 1, transform: 'none' },
    // Keep a short transition rather than `none`: without a transitionend event
    // the popup would never learn that the exit has finished.
    '@media (prefers-reduced-motion: reduce)': { transition: 'opacity 100ms' },
  };
});

export default function BaseTransitionsCssTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();

  return (
    <div>
      <Trigger
        type="button"
        ref={setAnchor}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen((previous) => !previous)}
      >
        {open ? 'Hide' : 'Show'} password rules
      </Trigger>
      <Popup
        id={id}
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        style={{ zIndex: 1200 }}
      >
        <SlideDown
          enterClassName="shown"
          exitClassName="hidden"
          lastTransitionedPropertyOnExit="opacity"
        >
          At least 12 characters, with one number and one symbol.
        </SlideDown>
      </Popup>
    </div>
  );
}
