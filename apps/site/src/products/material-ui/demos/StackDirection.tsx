import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Align = 'flex-start' | 'center' | 'stretch';

const stats = [
  { label: 'Orders today', value: '128', note: '+12% on last Tuesday' },
  { label: 'Revenue', value: '€9,410' },
  { label: 'Refunds', value: '3', note: 'Two are waiting for a decision from support' },
];

export default function StackDirection() {
  const [align, setAlign] = React.useState<Align>('stretch');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="alignItems"
        value={align}
        onChange={(_e, next: Align | null) => next && setAlign(next)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="flex-start">flex-start</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="stretch">stretch</ToggleButton>
      </ToggleButtonGroup>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: align }}
      >
        {stats.map((stat) => (
          <Paper key={stat.label} variant="outlined" sx={{ p: 2, flex: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h5" component="p">
              {stat.value}
            </Typography>
            {stat.note && <Typography variant="caption">{stat.note}</Typography>}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
