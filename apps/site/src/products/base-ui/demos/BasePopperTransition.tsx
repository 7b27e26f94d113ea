import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import Grow from '@mui/material/Grow';
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

const Card = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    maxWidth: 260,
    margin: theme.spacing(1, 0),
    padding: theme.spacing(1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[6],
    '& p': { margin: 0 },
    '& p + p': { marginTop: theme.spacing(0.5), color: palette.text.secondary },
  };
});

export default function BasePopperTransition() {
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
        Delivery estimate
      </Trigger>
      <Popper
        id={id}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        style={{ zIndex: 1200 }}
      >
        {({ TransitionProps, placement }) => (
          <Grow
            {...TransitionProps}
            timeout={200}
            style={{ transformOrigin: placement?.startsWith('top') ? 'bottom left' : 'top left' }}
          >
            <Card>
              <p>Arrives Tuesday to Thursday</p>
              <p>Orders placed before 2 pm ship the same day.</p>
            </Card>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
