import { Switch, switchClasses } from '@mui/base/Switch';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const StyledSwitch = styled(Switch)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
    borderRadius: 12,
    cursor: 'pointer',
    '& > *': { position: 'absolute', borderRadius: 'inherit', transition: 'all 0.1s' },
    [`& .${switchClasses.track}`]: { inset: 0, background: palette.grey[500] },
    [`& .${switchClasses.thumb}`]: { inset: 4, right: 20, background: palette.common.white },
    [`& .${switchClasses.input}`]: { inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
    [`&.${switchClasses.checked} .${switchClasses.track}`]: { background: palette.primary.main },
    [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 20, right: 4 },
    [`&.${switchClasses.focusVisible}`]: { outline: `2px solid ${palette.primary.main}` },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseSwitchBasic() {
  return (
    <Stack spacing={2}>
      <Label>
        <StyledSwitch defaultChecked />
        Save drafts automatically
      </Label>
      <Label>
        <StyledSwitch />
        Show word count
      </Label>
      <Label>
        <StyledSwitch defaultChecked />
        Check spelling as I type
      </Label>
    </Stack>
  );
}
