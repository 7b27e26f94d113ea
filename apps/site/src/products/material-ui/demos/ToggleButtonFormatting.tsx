import * as React from 'react';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Format = 'bold' | 'italic' | 'underline';

export default function ToggleButtonFormatting() {
  const [formats, setFormats] = React.useState<Format[]>(['bold']);

  const handleChange = (_event: React.MouseEvent<HTMLElement>, value: Format[]) => {
    setFormats(value);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={formats}
        onChange={handleChange}
        aria-label="Text formatting"
        size="small"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 'bold' : 'normal',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Meeting moved to Thursday at 10:00
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Active: {formats.length === 0 ? 'none' : formats.join(', ')}
      </Typography>
    </Stack>
  );
}
