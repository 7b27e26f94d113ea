import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

export default function DividerVertical() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Text formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', px: 0.5 }}
    >
      <IconButton aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <IconButton aria-label="Redo">
        <RedoIcon />
      </IconButton>
      {/* flexItem stretches the divider to the toolbar's height; middle trims its ends. */}
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <IconButton aria-label="Underline">
        <FormatUnderlinedIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align centre">
        <FormatAlignCenterIcon />
      </IconButton>
    </Paper>
  );
}
