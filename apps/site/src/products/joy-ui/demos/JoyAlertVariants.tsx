import * as React from 'react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Size = 'sm' | 'md' | 'lg';

const messages = [
  { color: 'primary', icon: <InfoRounded />, text: 'A new version of the dashboard is available.' },
  {
    color: 'neutral',
    icon: <InfoRounded />,
    text: 'Reports are generated every night at 02:00 UTC.',
  },
  {
    color: 'success',
    icon: <CheckCircleRounded />,
    text: 'Your changes to the price list were published.',
  },
  { color: 'warning', icon: <WarningRounded />, text: 'Your trial ends in 3 days.' },
  {
    color: 'danger',
    icon: <ReportRounded />,
    text: 'The export failed: the file is larger than 2 GB.',
  },
] as const;

export default function JoyAlertVariants() {
  const [variant, setVariant] = React.useState<Variant>('soft');
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="sm"
          aria-label="Alert variant"
          value={variant}
          onChange={(_event, value) => value && setVariant(value as Variant)}
        >
          {(['solid', 'soft', 'outlined', 'plain'] as const).map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="sm"
          aria-label="Alert size"
          value={size}
          onChange={(_event, value) => value && setSize(value as Size)}
        >
          {(['sm', 'md', 'lg'] as const).map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {messages.map((message) => (
        <Alert
          key={message.color}
          variant={variant}
          color={message.color}
          size={size}
          startDecorator={message.icon}
        >
          {message.text}
        </Alert>
      ))}
    </Stack>
  );
}
