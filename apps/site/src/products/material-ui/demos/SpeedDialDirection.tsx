import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial from '@mui/material/SpeedDial';
import type { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Redo from '@mui/icons-material/Redo';
import Share from '@mui/icons-material/Share';
import Undo from '@mui/icons-material/Undo';

type Direction = NonNullable<SpeedDialProps['direction']>;
const directions: Direction[] = ['up', 'down', 'left', 'right'];

// Put the dial in the corner that leaves room for its actions.
const corner: Record<Direction, Record<string, number>> = {
  up: { bottom: 16, right: 16 },
  down: { top: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  right: { bottom: 16, left: 16 },
};

export default function SpeedDialDirection() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id={labelId}>Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {directions.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box
        sx={{
          position: 'relative',
          height: 280,
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <SpeedDial
          ariaLabel="Drawing tools"
          direction={direction}
          icon={<SpeedDialIcon />}
          slotProps={{ transition: { appear: false } }}
          sx={{ position: 'absolute', ...corner[direction] }}
        >
          <SpeedDialAction icon={<Undo />} tooltipTitle="Undo" />
          <SpeedDialAction icon={<Redo />} tooltipTitle="Redo" />
          <SpeedDialAction icon={<Share />} tooltipTitle="Share drawing" />
        </SpeedDial>
      </Box>
    </Box>
  );
}
