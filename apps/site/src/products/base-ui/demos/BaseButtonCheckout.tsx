import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const SubmitButton = styled(Button)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    fontWeight: 600,
    padding: theme.spacing(1.25, 3),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    cursor: 'pointer',
    [`&.${buttonClasses.focusVisible}`]: {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: palette.action.disabledBackground,
      color: palette.text.secondary,
      cursor: 'not-allowed',
    },
  };
});

export default function BaseButtonCheckout() {
  const id = React.useId();
  const [accepted, setAccepted] = React.useState(false);
  const [placed, setPlaced] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button is only aria-disabled, so the form can still be submitted: check again here.
    if (accepted) {
      setPlaced(true);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body1">
        Order total: <strong>€48.90</strong>
      </Typography>
      <Typography component="label" variant="body2" sx={{ display: 'flex', gap: 1 }}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setPlaced(false);
          }}
        />
        I accept the terms of sale
      </Typography>
      <SubmitButton
        type="submit"
        disabled={!accepted}
        focusableWhenDisabled
        aria-describedby={accepted ? undefined : `${id}-hint`}
      >
        Place order
      </SubmitButton>
      <Typography id={`${id}-hint`} variant="body2" role="status">
        {placed && 'Thank you, your order is on its way.'}
        {!placed && !accepted && 'Accept the terms of sale to place the order.'}
      </Typography>
    </Stack>
  );
}
