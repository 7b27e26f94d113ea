import * as React from 'react';
import type { PopupPlacement } from '@mui/base/Unstable_Popup';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const placements: PopupPlacement[] = ['top', 'right', 'bottom', 'left'];

const Controls = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 3),
    color: palette.text.primary,
    '& label': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
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
    zIndex: 1200,
    padding: theme.spacing(0.5, 1),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.grey[900],
    color: palette.common.white,
  };
});

export default function BasePopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<PopupPlacement>('right');
  const [offset, setOffset] = React.useState(8);

  return (
    <Stack spacing={5} sx={{ alignItems: 'center' }}>
      <Controls>
        <label>
          Placement
          <select
            value={placement}
            onChange={(event) => setPlacement(event.target.value as PopupPlacement)}
          >
            {placements.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          Offset: {offset}px
          <input
            type="range"
            min={0}
            max={32}
            value={offset}
            onChange={(event) => setOffset(Number(event.target.value))}
          />
        </label>
      </Controls>
      <Target
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        onClick={() => setOpen((previous) => !previous)}
      >
        {open ? 'Hide the popup' : 'Show the popup'}
      </Target>
      <Popup
        open={open}
        anchor={anchor}
        placement={placement}
        offset={offset}
        slots={{ root: Bubble }}
      >
        {placement}, {offset}px away
      </Popup>
    </Stack>
  );
}
