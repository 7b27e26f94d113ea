import * as React from 'react';
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

const Bubble = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    zIndex: 1200,
    maxWidth: 260,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[4],
  };
});

export default function BasePopupBasic() {
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
        Why is this field required?
      </Trigger>
      <Popup id={id} open={open} anchor={anchor} offset={8} slots={{ root: Bubble }}>
        We send the invoice to this address, so it must be a real mailbox.
      </Popup>
    </div>
  );
}
