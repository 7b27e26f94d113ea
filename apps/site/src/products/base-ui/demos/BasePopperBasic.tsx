import * as React from 'react';
import { Popper } from '@mui/base/Popper';
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
    maxWidth: 260,
    margin: theme.spacing(1),
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[4],
  };
});

export default function BasePopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;
  const id = React.useId();

  return (
    <div>
      <Trigger
        type="button"
        aria-describedby={open ? id : undefined}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        What is a workspace?
      </Trigger>
      {/* The popper is portalled to <body>: lift it above the page. */}
      <Popper id={id} open={open} anchorEl={anchorEl} style={{ zIndex: 1200 }}>
        <Bubble>A workspace groups the projects, members and billing of one team.</Bubble>
      </Popper>
    </div>
  );
}
