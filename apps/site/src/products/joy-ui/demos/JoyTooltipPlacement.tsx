import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

type Placement = NonNullable<React.ComponentProps<typeof Tooltip>['placement']>;

// Grid cells: [placement, column, row]. The middle of the grid stays empty.
const cells: [Placement, number, number][] = [
  ['top-start', 1, 1],
  ['top', 2, 1],
  ['top-end', 3, 1],
  ['left-start', 1, 2],
  ['right-start', 3, 2],
  ['left', 1, 3],
  ['right', 3, 3],
  ['left-end', 1, 4],
  ['right-end', 3, 4],
  ['bottom-start', 1, 5],
  ['bottom', 2, 5],
  ['bottom-end', 3, 5],
];

export default function JoyTooltipPlacement() {
  const [arrow, setArrow] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 1 }}>
        {cells.map(([placement, column, row]) => (
          <Tooltip
            key={placement}
            title={`Placed at ${placement}`}
            placement={placement}
            arrow={arrow}
            describeChild
          >
            <Button
              variant="outlined"
              color="neutral"
              size="sm"
              sx={{ gridColumn: column, gridRow: row }}
            >
              {placement}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Checkbox
        label="Show arrow"
        checked={arrow}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setArrow(event.target.checked)}
      />
    </Stack>
  );
}
