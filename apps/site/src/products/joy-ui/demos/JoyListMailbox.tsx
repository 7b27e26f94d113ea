import * as React from 'react';
import Delete from '@mui/icons-material/Delete';
import Drafts from '@mui/icons-material/Drafts';
import Inbox from '@mui/icons-material/Inbox';
import Label from '@mui/icons-material/Label';
import Send from '@mui/icons-material/Send';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <Inbox />, unread: 12 },
  { id: 'drafts', label: 'Drafts', icon: <Drafts />, unread: 0 },
  { id: 'sent', label: 'Sent', icon: <Send />, unread: 0 },
  { id: 'trash', label: 'Trash', icon: <Delete />, unread: 0 },
];

const labels = [
  { id: 'invoices', label: 'Invoices', color: 'success', unread: 3 },
  { id: 'suppliers', label: 'Suppliers', color: 'warning', unread: 0 },
] as const;

export default function JoyListMailbox() {
  const [current, setCurrent] = React.useState<string>('inbox');

  const renderItem = (id: string, label: string, icon: React.ReactNode, unread: number) => (
    <ListItem key={id}>
      <ListItemButton
        selected={current === id}
        color={current === id ? 'primary' : 'neutral'}
        aria-current={current === id ? 'page' : undefined}
        onClick={() => setCurrent(id)}
      >
        <ListItemDecorator>{icon}</ListItemDecorator>
        <ListItemContent>{label}</ListItemContent>
        {unread > 0 && (
          <Chip size="sm" variant="soft" color="primary">
            {unread}
          </Chip>
        )}
      </ListItemButton>
    </ListItem>
  );

  return (
    <List
      component="nav"
      aria-label="Mailbox folders"
      size="sm"
      sx={{ maxWidth: 260, '--ListItem-radius': '8px', '--List-gap': '2px' }}
    >
      {folders.map((folder) => renderItem(folder.id, folder.label, folder.icon, folder.unread))}
      <ListDivider />
      <ListItem nested>
        <ListSubheader>Labels</ListSubheader>
        <List>
          {labels.map((item) =>
            renderItem(item.id, item.label, <Label color={item.color} />, item.unread),
          )}
        </List>
      </ListItem>
    </List>
  );
}
