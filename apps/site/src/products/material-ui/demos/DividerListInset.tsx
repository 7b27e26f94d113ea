import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const messages = [
  {
    from: 'Amara Okafor',
    initials: 'AO',
    subject: 'Q3 numbers are in',
    preview: 'Revenue is up 12%.',
  },
  {
    from: 'Lukas Becker',
    initials: 'LB',
    subject: 'Release train',
    preview: 'Freeze moves to Friday.',
  },
  {
    from: 'Priya Natarajan',
    initials: 'PN',
    subject: 'Design review',
    preview: 'Slides attached.',
  },
];

export default function DividerListInset() {
  return (
    <List aria-label="Inbox" sx={{ maxWidth: 420, bgcolor: 'background.paper' }}>
      {messages.map((message, index) => (
        <React.Fragment key={message.subject}>
          {/* An li keeps the list valid; aria-hidden keeps it out of the item count. */}
          {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
          <ListItem>
            <ListItemAvatar>
              <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {message.initials}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={message.subject}
              secondary={`${message.from}: ${message.preview}`}
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
