import * as React from 'react';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type Align = 'left' | 'center' | 'right';

export default function JoyToggleButtonGroupBasic() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);
  const [align, setAlign] = React.useState<Align>('left');

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          aria-label="Text formatting"
          value={formats}
          onChange={(_event, newFormats) => setFormats(newFormats)}
        >
          <IconButton value="bold" aria-label="Bold">
            <FormatBold />
          </IconButton>
          <IconButton value="italic" aria-label="Italic">
            <FormatItalic />
          </IconButton>
          <IconButton value="underline" aria-label="Underline">
            <FormatUnderlined />
          </IconButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Text alignment"
          value={align}
          // Clicking the active button sends null; ignore it so one alignment stays selected.
          onChange={(_event, newAlign) => newAlign && setAlign(newAlign)}
        >
          <IconButton value="left" aria-label="Align left">
            <FormatAlignLeft />
          </IconButton>
          <IconButton value="center" aria-label="Align centre">
            <FormatAlignCenter />
          </IconButton>
          <IconButton value="right" aria-label="Align right">
            <FormatAlignRight />
          </IconButton>
        </ToggleButtonGroup>
      </Stack>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
        <Typography
          textAlign={align}
          fontWeight={formats.includes('bold') ? 'lg' : 'md'}
          fontStyle={formats.includes('italic') ? 'italic' : 'normal'}
          sx={{ textDecoration: formats.includes('underline') ? 'underline' : 'none' }}
        >
          Your order has shipped and should arrive on Thursday.
        </Typography>
      </Sheet>
    </Stack>
  );
}
