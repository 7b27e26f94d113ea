import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';

type Level = 'ok' | 'warn' | 'critical';

// Shared styles; entries in an sx array must be style objects or functions, not nested arrays.
const base = { p: 2, borderRadius: 1, border: 1, transition: 'background-color 200ms' };

export default function SystemSxConditional() {
  const [level, setLevel] = React.useState<Level>('ok');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        {(['ok', 'warn', 'critical'] as const).map((value) => (
          <Button
            key={value}
            size="small"
            variant={level === value ? 'contained' : 'outlined'}
            onClick={() => setLevel(value)}
          >
            {value}
          </Button>
        ))}
      </Stack>
      <Box
        role="status"
        sx={[
          base,
          // Each entry is applied in order; `false` entries are skipped.
          level === 'ok' && { borderColor: 'success.main' },
          level === 'warn' && { borderColor: 'warning.main', bgcolor: 'action.hover' },
          level === 'critical' &&
            ((theme: Theme) => ({
              borderColor: (theme.vars ?? theme).palette.error.main,
              boxShadow: `0 0 0 3px ${(theme.vars ?? theme).palette.error.light}`,
            })),
        ]}
      >
        Disk usage: {level === 'ok' ? '41%' : level === 'warn' ? '87%' : '99%'}
      </Box>
    </Stack>
  );
}
