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
    [`&.${numberInputClasses.error}`]: { borderColor: palette.error.main },
    [`&.${numberInputClasses.disabled}`]: { color: palette.text.disabled },
  };
});

const buttons = {
  incrementButton: { children: '+', 'aria-label': 'Increase' },
  decrementButton: { children: '−', 'aria-label': 'Decrease' },
};

const IN_STOCK = 8;

export default function BaseNumberInputStates() {
  const id = React.useId();
  const [quantity, setQuantity] = React.useState<number | null>(10);
  const tooMany = (quantity ?? 0) > IN_STOCK;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography component="label" htmlFor={`${id}-qty`} variant="body2">
          Standing desks to order
        </Typography>
        <StyledNumberInput
          id={`${id}-qty`}
          min={1}
          value={quantity}
          error={tooMany}
          onChange={(_event, value) => setQuantity(value)}
          slotProps={{ ...buttons, input: { 'aria-describedby': `${id}-stock` } }}
        />
        <Typography
          id={`${id}-stock`}
          variant="caption"
          color={tooMany ? 'error' : 'text.secondary'}
        >
          {tooMany ? `Only ${IN_STOCK} in stock: lower the quantity.` : `${IN_STOCK} in stock.`}
        </Typography>
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography component="label" htmlFor={`${id}-seats`} variant="body2">
          Seats (your billing admin manages this)
        </Typography>
        <StyledNumberInput id={`${id}-seats`} defaultValue={25} disabled slotProps={buttons} />
      </Stack>
    </Stack>
  );
}
