import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ToggleButtonGroupProps } from '@mui/material/ToggleButtonGroup';

type Size = NonNullable<ToggleButtonGroupProps['size']>;
const sizes: Size[] = ['small', 'medium', 'large'];
const periods = ['Day', 'Week', 'Month'];

export default function ToggleButtonSizes() {
  const [period, setPeriod] = React.useState<string>('Week');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, value: string | null) => {
    if (value !== null) setPeriod(value);
  };

  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ToggleButtonGroup
            key={size}
            size={size}
            value={period}
            exclusive
            onChange={handleChange}
            aria-label={`Report period (${size})`}
          >
            {periods.map((item) => (
              <ToggleButton key={item} value={item}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ))}
      </Stack>
      <ToggleButtonGroup
        orientation="vertical"
        value={period}
        exclusive
        onChange={handleChange}
        aria-label="Report period (vertical)"
      >
        {periods.map((item) => (
          <ToggleButton key={item} value={item}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
