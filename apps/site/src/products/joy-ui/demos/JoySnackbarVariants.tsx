import * as React from 'react';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

const messages: Record<Color, string> = {
  primary: 'Version 4.2 is ready. Reload to update.',
  neutral: 'Link copied to the clipboard.',
  success: 'Payment received from Northwind Ltd.',
  warning: 'You are offline. Changes will sync later.',
  danger: 'The message could not be sent.',
};

export default function JoySnackbarVariants() {
  const [variant, setVariant] = React.useState<Variant>('soft');
  const [color, setColor] = React.useState<Color>('neutral');
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Snackbar variant"
        value={variant}
        onChange={(_event, value) => value && setVariant(value as Variant)}
      >
        {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {(Object.keys(messages) as Color[]).map((item) => (
          <Button
            key={item}
            variant="soft"
            color={item}
            onClick={() => {
              setColor(item);
              setOpen(true);
            }}
          >
            Show {item}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={`${variant}-${color}`}
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        autoHideDuration={5000}
        variant={variant}
        color={color}
        role={color === 'danger' ? 'alert' : 'status'}
        endDecorator={
          <IconButton
            size="sm"
            variant={variant === 'solid' ? 'solid' : 'plain'}
            color={color}
            aria-label="Dismiss notification"
            onClick={() => setOpen(false)}
          >
            <CloseRounded />
          </IconButton>
        }
      >
        {messages[color]}
      </Snackbar>
    </Stack>
  );
}
