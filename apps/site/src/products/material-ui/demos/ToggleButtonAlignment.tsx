import * as React from 'react';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Alignment = 'left' | 'center' | 'right' | 'justify';

export default function ToggleButtonAlignment() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, value: Alignment | null) => {
    // Clicking the selected button sends null; ignore it so one alignment is always active.
    if (value !== null) setAlignment(value);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={handleChange}
        aria-label="Text alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
        <ToggleButton value="justify" aria-label="Justify">
          <FormatAlignJustifyIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ textAlign: alignment }}>
        Our spring menu changes every week. Ask at the counter for today&apos;s soup and the
        vegetarian special.
      </Typography>
    </Stack>
  );
}
