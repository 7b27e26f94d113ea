import * as React from 'react';
import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Variant = 'standard' | 'quilted' | 'woven' | 'masonry';
type Tone = 'info' | 'success' | 'warning' | 'error';
const colourName: Record<Tone, string> = {
  info: 'blue',
  success: 'green',
  warning: 'amber',
  error: 'red',
};

// cols/rows are read by the quilted layout; height by masonry.
const tiles: { tone: Tone; cols: number; rows: number; height: number }[] = [
  { tone: 'info', cols: 2, rows: 2, height: 150 },
  { tone: 'success', cols: 1, rows: 1, height: 100 },
  { tone: 'warning', cols: 1, rows: 1, height: 190 },
  { tone: 'error', cols: 2, rows: 1, height: 120 },
  { tone: 'success', cols: 2, rows: 1, height: 170 },
  { tone: 'warning', cols: 1, rows: 2, height: 110 },
  { tone: 'info', cols: 1, rows: 1, height: 140 },
  { tone: 'error', cols: 1, rows: 1, height: 160 },
];

export default function ImageListLayouts() {
  const [variant, setVariant] = React.useState<Variant>('quilted');
  const quilted = variant === 'quilted';

  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="ImageList variant"
        value={variant}
        onChange={(_e, next: Variant | null) => next && setVariant(next)}
        sx={{ mb: 2 }}
      >
        {(['standard', 'quilted', 'woven', 'masonry'] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ImageList
        variant={variant}
        cols={variant === 'masonry' ? 3 : 4}
        rowHeight={variant === 'woven' || variant === 'masonry' ? 'auto' : 90}
        gap={8}
        // Woven items fill their grid row, so the rows need a height of their own.
        sx={{ m: 0, gridAutoRows: variant === 'woven' ? '140px' : undefined }}
      >
        {tiles.map((tile, index) => (
          <ImageListItem key={index} cols={quilted ? tile.cols : 1} rows={quilted ? tile.rows : 1}>
            <Box
              role="img"
              aria-label={`Tile ${index + 1}, ${colourName[tile.tone]} gradient`}
              sx={(theme) => {
                const { palette } = theme.vars ?? theme;
                return {
                  height: variant === 'masonry' ? tile.height : '100%',
                  borderRadius: 1,
                  background: `linear-gradient(160deg, ${palette[tile.tone].light}, ${palette[tile.tone].dark})`,
                };
              }}
            />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
