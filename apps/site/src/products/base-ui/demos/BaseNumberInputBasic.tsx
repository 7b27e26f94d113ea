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
  };
});

export default function BaseNumberInputBasic() {
  const id = React.useId();

  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
        Wireless keyboard · $79.00 each · quantity
      </Typography>
      <StyledNumberInput
        id={id}
        min={1}
        max={99}
        defaultValue={1}
        slotProps={{
          incrementButton: { children: '+', 'aria-label': 'Add one' },
          decrementButton: { children: '−', 'aria-label': 'Remove one' },
        }}
      />
    </Stack>
  );
}
