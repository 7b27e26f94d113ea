import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

export default function TextareaAutosizeReply() {
  const [draft, setDraft] = React.useState('');
  const [sent, setSent] = React.useState<string[]>([]);

  const send = () => {
    if (!draft.trim()) return;
    setSent((prev) => [...prev, draft.trim()]);
    setDraft('');
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Review by Sam: “Great fit, but the laces are a bit short.”
      </Typography>
      {sent.map((reply, index) => (
        <Typography key={index} variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          Your reply: {reply}
        </Typography>
      ))}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
          },
        }}
      >
        <TextareaAutosize
          aria-label="Reply to Sam's review"
          placeholder="Write a reply"
          minRows={1}
          maxRows={4}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          style={{
            flex: 1,
            border: 0,
            outline: 0,
            resize: 'none',
            font: 'inherit',
            color: 'inherit',
            background: 'transparent',
            paddingBottom: 8,
          }}
        />
        <IconButton aria-label="Send reply" color="primary" onClick={send} disabled={!draft.trim()}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
