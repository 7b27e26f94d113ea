import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const inbox: Message[] = [
  { id: 1, from: 'Priya Nair', subject: 'Q3 budget review moved to Thursday' },
  { id: 2, from: 'Lucas Martin', subject: 'Re: Venue options for the offsite' },
  { id: 3, from: 'Billing', subject: 'Your invoice #4821 is ready' },
  { id: 4, from: 'Sofia Rossi', subject: 'Design review notes' },
];

export default function FabComposePanel() {
  const [messages, setMessages] = React.useState<Message[]>(inbox);
  const [draftCount, setDraftCount] = React.useState<number>(0);

  const handleCompose = () => {
    const next = draftCount + 1;
    setDraftCount(next);
    setMessages((current) => [
      { id: 100 + next, from: 'Draft', subject: `Untitled message ${next}` },
      ...current,
    ]);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        width: '100%',
        maxWidth: 420,
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
        Inbox
      </Typography>
      <List dense sx={{ height: 'calc(100% - 40px)', overflowY: 'auto', pb: 10 }}>
        {messages.map((message) => (
          <ListItem key={message.id} disablePadding>
            <ListItemButton>
              <ListItemText primary={message.subject} secondary={message.from} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Fab
        color="primary"
        aria-label="Compose message"
        onClick={handleCompose}
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        <EditIcon />
      </Fab>
    </Box>
  );
}
