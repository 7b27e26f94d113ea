import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import { NotificationsProvider, useNotifications } from '@toolpad/core/useNotifications';

interface Message {
  id: string;
  from: string;
  subject: string;
}

const initialInbox: Message[] = [
  { id: 'm1', from: 'Lena Fischer', subject: 'Contract draft for review' },
  { id: 'm2', from: 'Facilities', subject: 'Office closed on Friday' },
  { id: 'm3', from: 'Tomás Ruiz', subject: 'Lunch next week?' },
];

function Inbox() {
  const notifications = useNotifications();
  const [inbox, setInbox] = React.useState(initialInbox);

  const handleArchive = (message: Message) => {
    setInbox((prev) => prev.filter((item) => item.id !== message.id));
    const key = notifications.show(`Archived "${message.subject}"`, {
      autoHideDuration: 6000,
      actionText: 'Undo',
      onAction: () => {
        setInbox((prev) => initialInbox.filter((item) => item === message || prev.includes(item)));
        // The action button does not close the notification by itself.
        notifications.close(key);
      },
    });
  };

  return (
    <Paper variant="outlined" sx={{ width: 1, maxWidth: 420 }}>
      {inbox.length > 0 ? (
        <List aria-label="Inbox">
          {inbox.map((message) => (
            <ListItem
              key={message.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Archive "${message.subject}"`}
                  onClick={() => handleArchive(message)}
                >
                  <ArchiveIcon />
                </IconButton>
              }
            >
              <ListItemText primary={message.subject} secondary={message.from} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
          <Typography sx={{ color: 'text.secondary' }}>Inbox zero.</Typography>
          <Button size="small" onClick={() => setInbox(initialInbox)}>
            Restore demo messages
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export default function ToolpadNotificationsUndo() {
  return (
    <NotificationsProvider>
      <Inbox />
    </NotificationsProvider>
  );
}
