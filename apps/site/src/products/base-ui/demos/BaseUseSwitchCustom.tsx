import { useSwitch } from '@mui/base/useSwitch';
import type { UseSwitchParameters } from '@mui/base/useSwitch';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

interface PillState {
  checked: boolean;
  disabled: boolean;
  focusVisible: boolean;
}

const Pill = styled('label')<{ ownerState: PillState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 1.5, 0.5, 0.5),
    borderRadius: 999,
    border: `1px solid ${ownerState.checked ? palette.primary.main : palette.divider}`,
    backgroundColor: ownerState.checked ? palette.primary.main : palette.background.paper,
    color: ownerState.checked ? palette.primary.contrastText : palette.text.primary,
    cursor: ownerState.disabled ? 'not-allowed' : 'pointer',
    opacity: ownerState.disabled ? 0.5 : 1,
    outline: ownerState.focusVisible ? `2px solid ${palette.primary.main}` : 'none',
    outlineOffset: 2,
  };
});

const Knob = styled('span')<{ ownerState: PillState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'grid',
    placeItems: 'center',
    width: 22,
    height: 22,
    borderRadius: '50%',
    backgroundColor: ownerState.checked ? palette.primary.contrastText : palette.action.selected,
    color: palette.primary.main,
    fontSize: 14,
  };
});

// Visually hidden, but still the element that keyboards focus and screen readers announce.
const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

function PillSwitch({ label, ...params }: UseSwitchParameters & { label: string }) {
  const { checked, disabled, focusVisible, getInputProps } = useSwitch(params);
  const ownerState = { checked, disabled, focusVisible };

  return (
    <Pill ownerState={ownerState}>
      <Input {...getInputProps()} />
      <Knob ownerState={ownerState} aria-hidden>
        {checked ? '✓' : ''}
      </Knob>
      {label}
    </Pill>
  );
}

export default function BaseUseSwitchCustom() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillSwitch label="Focus mode" defaultChecked />
      <PillSwitch label="Do not disturb" />
      <PillSwitch label="Auto-archive read mail" disabled />
    </Stack>
  );
}
