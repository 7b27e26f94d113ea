import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const StyledNumberInput = styled(NumberInput)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    display: 'inline-flex',
    overflow: 'hidden',
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    '& > *': { font: 'inherit', color: 'inherit', border: 0, outline: 0, background: 'none' },
    '& input': { order: 1, width: 56, padding: theme.spacing(1, 0.5), textAlign: 'center' },
    [`& .${numberInputClasses.incrementButton}`]: { order: 2 },
    '& button': { width: 36, backgroundColor: palette.action.hover },
    '& button:disabled': { color: palette.text.disabled },
    [`&.${numberInputClasses.focused}`]: { borderColor: palette.primary.main },
  };
});

export default function BaseNumberInputControlled() {
  const id = React.useId();
  const [minutes, setMinutes] = React.useState<number | null>(30);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography component="label" htmlFor={id} variant="body2">
        Reminder, in minutes before the design review
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <StyledNumberInput
          id={id}
          value={minutes}
          min={0}
          max={240}
          step={5}
          onChange={(_event, value) => setMinutes(value)}
          slotProps={{
            incrementButton: { children: '+', 'aria-label': 'Five more minutes' },
            decrementButton: { children: '−', 'aria-label': 'Five fewer minutes' },
          }}
        />
        <Button size="small" onClick={() => setMinutes(null)} disabled={minutes === null}>
          No reminder
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {minutes === null
          ? 'You will not get a reminder.'
          : `We will remind you ${minutes === 0 ? 'when it starts' : `${minutes} minutes before`}.`}
      </Typography>
    </Stack>
  );
}
