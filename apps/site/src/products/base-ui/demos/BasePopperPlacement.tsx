import * as React from 'react';
import type { PopperPlacementType } from '@mui/base/Popper';
import { Popper } from '@mui/base/Popper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const placements: NonNullable<PopperPlacementType>[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

const Field = styled('label')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    color: palette.text.primary,
    '& select': {
      font: 'inherit',
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
  };
});

const Target = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(2, 3),
    border: `2px dashed ${palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Bubble = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    margin: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.grey[900],
    color: palette.common.white,
  };
});

export default function BasePopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Stack spacing={5} sx={{ alignItems: 'center' }}>
      <Field>
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </Field>
      <Target
        type="button"
        aria-expanded={open}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        {open ? 'Hide the popper' : 'Show the popper'}
      </Target>
      <Popper open={open} anchorEl={anchorEl} placement={placement} style={{ zIndex: 1200 }}>
        {({ placement: actualPlacement }) => <Bubble>Placed: {actualPlacement}</Bubble>}
      </Popper>
    </Stack>
  );
}
