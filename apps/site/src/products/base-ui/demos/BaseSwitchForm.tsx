import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

export default function BaseSwitchForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Array.from(new FormData(event.currentTarget).entries());
    setSubmitted(entries.map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'nothing');
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ alignItems: 'flex-start' }}>
      <Label>
        <StyledSwitch defaultChecked slotProps={{ input: { name: 'newsletter', value: 'yes' } }} />
        Monthly newsletter
      </Label>
      <Label>
        <StyledSwitch slotProps={{ input: { name: 'releaseNotes', value: 'yes' } }} />
        Release notes
      </Label>
      <Button type="submit" variant="outlined" size="small">
        Save preferences
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
      </Typography>
    </Stack>
  );
}
