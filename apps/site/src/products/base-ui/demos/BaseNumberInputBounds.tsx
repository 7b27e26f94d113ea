import * as React from 'react';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
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
    '& .unit': { order: 1, alignSelf: 'center', paddingInlineEnd: theme.spacing(1) },
  };
});

const stepButtons = (noun: string) => ({
  incrementButton: { children: '+', 'aria-label': `Increase ${noun}` },
  decrementButton: { children: '−', 'aria-label': `Decrease ${noun}` },
});

export default function BaseNumberInputBounds() {
  const id = React.useId();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
        <Typography component="label" htmlFor={`${id}-discount`} variant="body2">
          Coupon discount
        </Typography>
        <StyledNumberInput
          id={`${id}-discount`}
          min={0}
          max={50}
          step={5}
          shiftMultiplier={2}
          defaultValue={15}
          endAdornment={<span className="unit">%</span>}
          slotProps={stepButtons('discount')}
        />
        <Typography variant="caption" color="text.secondary">
          0–50 % in steps of 5; Shift moves by 10.
        </Typography>
      </Stack>
      <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
        <Typography component="label" htmlFor={`${id}-guests`} variant="body2">
          Guests
        </Typography>
        <StyledNumberInput
          id={`${id}-guests`}
          min={1}
          max={12}
          defaultValue={2}
          slotProps={stepButtons('guests')}
        />
        <Typography variant="caption" color="text.secondary">
          The table seats up to 12.
        </Typography>
      </Stack>
    </Stack>
  );
}
