import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const StyledButton = styled(Button)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(1, 2),
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

export default function BaseButtonDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);
  const count = () => setClicks((value) => value + 1);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="label" variant="body2" sx={{ display: 'flex', gap: 1 }}>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Disable both buttons
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StyledButton disabled={disabled} onClick={count}>
          disabled
        </StyledButton>
        <StyledButton disabled={disabled} focusableWhenDisabled onClick={count}>
          focusableWhenDisabled
        </StyledButton>
      </Stack>
      <Typography variant="body2">Clicks received: {clicks}</Typography>
    </Stack>
  );
}
