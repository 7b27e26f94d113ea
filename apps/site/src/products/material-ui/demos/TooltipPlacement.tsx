import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';

const placements: NonNullable<TooltipProps['placement']>[] = ['top', 'right', 'bottom', 'left'];

export default function TooltipPlacement() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', py: 4 }}>
      {placements.map((placement) => (
        <Tooltip key={placement} title={`Shown ${placement}`} placement={placement} arrow>
          <Button variant="outlined">{placement}</Button>
        </Tooltip>
      ))}
    </Box>
  );
}
