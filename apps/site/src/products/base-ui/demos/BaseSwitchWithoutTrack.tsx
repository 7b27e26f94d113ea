import { Switch } from '@mui/base/Switch';
import type { SwitchOwnerState } from '@mui/base/Switch';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// With the track removed, the root draws the whole control and the thumb moves inside it.
const Root = styled('span')<{ ownerState: SwitchOwnerState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 48,
    height: 26,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${ownerState.checked ? palette.primary.main : palette.divider}`,
    backgroundColor: palette.background.paper,
    cursor: 'pointer',
    outline: ownerState.focusVisible ? `2px solid ${palette.primary.main}` : 'none',
    outlineOffset: 2,
  };
});

const Thumb = styled('span')<{ ownerState: SwitchOwnerState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'absolute',
    top: 3,
    left: ownerState.checked ? 25 : 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: ownerState.checked ? palette.primary.main : palette.text.secondary,
    transition: 'left 120ms, background-color 120ms',
  };
});

const Input = styled('input')({ position: 'absolute', inset: 0, margin: 0, opacity: 0 });

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: (theme.vars ?? theme).palette.text.primary,
}));

const slots = { root: Root, thumb: Thumb, input: Input, track: null };

export default function BaseSwitchWithoutTrack() {
  return (
    <Stack spacing={2}>
      <Label>
        <Switch slots={slots} defaultChecked />
        Compact table rows
      </Label>
      <Label>
        <Switch slots={slots} />
        Show archived projects
      </Label>
    </Stack>
  );
}
