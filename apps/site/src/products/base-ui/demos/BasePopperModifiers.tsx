import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Field = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Trigger = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

// Popper.js writes the final placement to `data-popper-placement` on the root,
// so the arrow can be moved to the side that faces the anchor.
const Tip = styled(Popper)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    zIndex: 1200,
    maxWidth: 240,
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.grey[900],
    color: palette.common.white,
    '& .arrow, & .arrow::before': { position: 'absolute', width: 10, height: 10 },
    '& .arrow::before': {
      content: '""',
      backgroundColor: palette.grey[900],
      transform: 'rotate(45deg)',
    },
    '&[data-popper-placement^="top"] .arrow': { bottom: -5 },
    '&[data-popper-placement^="bottom"] .arrow': { top: -5 },
  };
});

export default function BasePopperModifiers() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLSpanElement | null>(null);
  const [distance, setDistance] = React.useState(12);
  const open = anchorEl !== null;
  const id = React.useId();

  // A new array recreates the Popper.js instance, so keep it stable between renders.
  const modifiers = React.useMemo(
    () => [
      { name: 'offset', options: { offset: [0, distance] } },
      { name: 'arrow', options: { element: arrowEl } },
    ],
    [distance, arrowEl],
  );

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Field>
        Distance from the button: {distance}px
        <input
          type="range"
          min={0}
          max={32}
          value={distance}
          onChange={(event) => setDistance(Number(event.target.value))}
        />
      </Field>
      <Trigger
        type="button"
        aria-describedby={open ? id : undefined}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        Export report
      </Trigger>
      <Tip id={id} open={open} anchorEl={anchorEl} placement="bottom" modifiers={modifiers}>
        The export includes the last 90 days.
        <span className="arrow" ref={setArrowEl} />
      </Tip>
    </Stack>
  );
}
