import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Color = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function JoySheetVariants() {
  const [color, setColor] = React.useState<Color>('neutral');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Sheet colour"
        value={color}
        onChange={(_event, value) => value && setColor(value as Color)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {(['neutral', 'primary', 'success', 'warning', 'danger'] as const).map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 2,
        }}
      >
        {variants.map((variant) => (
          <Sheet
            key={variant}
            variant={variant}
            color={color}
            sx={{ p: 2, borderRadius: 'sm', minHeight: 96 }}
          >
            {/* Plain text inherits the colour the variant sets on the sheet. */}
            <strong>{variant}</strong>
            <div>{color} sheet</div>
          </Sheet>
        ))}
      </Box>
    </Stack>
  );
}
