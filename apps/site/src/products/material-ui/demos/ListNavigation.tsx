import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

interface Folder {
  id: string;
  name: string;
  unread: number;
}

const folders: Folder[] = [
  { id: 'inbox', name: 'Inbox', unread: 4 },
  { id: 'starred', name: 'Starred', unread: 0 },
  { id: 'sent', name: 'Sent', unread: 0 },
  { id: 'spam', name: 'Spam', unread: 12 },
];

export default function ListNavigation() {
  const [selected, setSelected] = React.useState<string>('inbox');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 320 }}>
      <List
        component="nav"
        aria-labelledby="list-navigation-subheader"
        subheader={
          // A nav is not a list, so the subheader is a plain heading-like div, not an <li>.
          <ListSubheader component="div" id="list-navigation-subheader">
            Mail folders
          </ListSubheader>
        }
      >
        {folders.map((folder) => (
          <ListItemButton
            key={folder.id}
            selected={selected === folder.id}
            onClick={() => setSelected(folder.id)}
          >
            <ListItemText
              primary={folder.name}
              secondary={folder.unread > 0 ? `${folder.unread} unread` : null}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
