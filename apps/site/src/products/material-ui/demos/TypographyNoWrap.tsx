import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const files = [
  'Q3-board-presentation-final-final-v7-with-speaker-notes.pptx',
  'customer-interviews-summary-march.pdf',
];

const note =
  'Heads up: the staging database will be restored from last night’s backup at 14:00, so any test orders placed this morning will disappear. Production is not affected.';

export default function TypographyNoWrap() {
  return (
    <Paper variant="outlined" sx={{ width: 280, p: 2 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Recent files
      </Typography>
      {files.map((file) => (
        // noWrap: one line with an ellipsis. title shows the full name on hover;
        // screen readers always get the full text, which is still in the DOM.
        <Typography key={file} variant="body2" noWrap title={file} sx={{ mb: 1 }}>
          {file}
        </Typography>
      ))}
      <Typography variant="subtitle2" component="p" sx={{ mt: 2 }} gutterBottom>
        Pinned note
      </Typography>
      {/* noWrap only does one line. For a few lines, clamp with CSS. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
          overflow: 'hidden',
        }}
      >
        {note}
      </Typography>
    </Paper>
  );
}
