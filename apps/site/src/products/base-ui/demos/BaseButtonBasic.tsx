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
    border: `1px solid ${palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    cursor: 'pointer',
    transition: 'background-color 120ms, transform 120ms',
    '&:hover': { backgroundColor: palette.primary.dark, borderColor: palette.primary.dark },
    '&.secondary': { backgroundColor: 'transparent', color: palette.text.primary },
    '&.secondary:hover': { backgroundColor: palette.action.hover },
    [`&.${buttonClasses.active}`]: { transform: 'scale(0.97)' },
    [`&.${buttonClasses.focusVisible}`]: {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: palette.action.disabledBackground,
      borderColor: 'transparent',
      color: palette.text.secondary,
      cursor: 'not-allowed',
      transform: 'none',
    },
  };
});

export default function BaseButtonBasic() {
  const [status, setStatus] = React.useState('Draft not saved yet.');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StyledButton onClick={() => setStatus('Post published.')}>Publish</StyledButton>
        <StyledButton className="secondary" onClick={() => setStatus('Draft saved.')}>
          Save draft
        </StyledButton>
        <StyledButton disabled>Schedule</StyledButton>
      </Stack>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
