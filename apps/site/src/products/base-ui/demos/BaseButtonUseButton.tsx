import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

interface ToggleState {
  pressed: boolean;
  active: boolean;
  focusVisible: boolean;
}

const Toggle = styled('button')<{ ownerState: ToggleState }>(({ theme, ownerState }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    width: 40,
    height: 40,
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: ownerState.pressed ? palette.primary.main : palette.background.paper,
    color: ownerState.pressed ? palette.primary.contrastText : palette.text.primary,
    cursor: 'pointer',
    transform: ownerState.active ? 'translateY(1px)' : 'none',
    outline: ownerState.focusVisible ? `2px solid ${palette.primary.main}` : 'none',
    outlineOffset: 2,
  };
});

interface FormatToggleProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

function FormatToggle({ label, pressed, onToggle, children }: FormatToggleProps) {
  const { getRootProps, active, focusVisible } = useButton({ rootElementName: 'button' });

  return (
    <Toggle
      {...getRootProps({ onClick: onToggle })}
      aria-label={label}
      aria-pressed={pressed}
      ownerState={{ pressed, active, focusVisible }}
    >
      {children}
    </Toggle>
  );
}

export default function BaseButtonUseButton() {
  const [bold, setBold] = React.useState(true);
  const [italic, setItalic] = React.useState(false);
  const [underline, setUnderline] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} role="group" aria-label="Text formatting">
        <FormatToggle label="Bold" pressed={bold} onToggle={() => setBold(!bold)}>
          <b>B</b>
        </FormatToggle>
        <FormatToggle label="Italic" pressed={italic} onToggle={() => setItalic(!italic)}>
          <i>I</i>
        </FormatToggle>
        <FormatToggle
          label="Underline"
          pressed={underline}
          onToggle={() => setUnderline(!underline)}
        >
          <u>U</u>
        </FormatToggle>
      </Stack>
      <Typography
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontWeight: bold ? 700 : 400,
          fontStyle: italic ? 'italic' : 'normal',
          textDecoration: underline ? 'underline' : 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Typography>
    </Stack>
  );
}
