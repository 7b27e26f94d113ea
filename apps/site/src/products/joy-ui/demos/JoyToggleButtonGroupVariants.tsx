import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type Variant = 'outlined' | 'soft' | 'solid' | 'plain';
type Size = 'sm' | 'md' | 'lg';
type Color = 'neutral' | 'primary' | 'success';

const rows: { caption: string; variant?: Variant; color?: Color; size?: Size; spacing?: number }[] =
  [
    { caption: 'outlined', variant: 'outlined' },
    { caption: 'soft', variant: 'soft' },
    { caption: 'solid', variant: 'solid' },
    { caption: 'plain', variant: 'plain' },
    { caption: 'soft primary', variant: 'soft', color: 'primary' },
    { caption: 'solid success', variant: 'solid', color: 'success' },
    { caption: 'size sm', size: 'sm' },
    { caption: 'size lg', size: 'lg' },
    { caption: 'spacing 1', spacing: 1 },
  ];

function BillingPeriod({ caption, ...groupProps }: (typeof rows)[number]) {
  const [period, setPeriod] = React.useState<string | null>('monthly');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography level="body-sm" sx={{ width: 120, fontFamily: 'code' }}>
        {caption}
      </Typography>
      <ToggleButtonGroup
        aria-label={`Billing period, ${caption}`}
        value={period}
        onChange={(_event, newPeriod) => newPeriod && setPeriod(newPeriod)}
        {...groupProps}
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly (save 15%)</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function JoyToggleButtonGroupVariants() {
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <BillingPeriod key={row.caption} {...row} />
      ))}
    </Stack>
  );
}
