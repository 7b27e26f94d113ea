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

const Fade = styled(CssTransition)(({ theme }) => {
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
    transition: 'opacity 150ms, transform 150ms',
    '&.closed': { opacity: 0, transform: 'translateY(-6px)' },
    '&.open': { opacity: 1, transform: 'none' },
  };
});

export default function BasePopupTransition() {
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
        Storage used
      </Trigger>
      <Popup id={id} open={open} anchor={anchor} offset={8} style={{ zIndex: 1200 }}>
        <Fade enterClassName="open" exitClassName="closed">
          3.2 GB of 5 GB. Files in the bin count until it is emptied.
        </Fade>
      </Popup>
    </div>
  );
}
