import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

interface Member {
  name: string;
  role: string;
}

const initialMembers: Member[] = [
  { name: 'Grace Hopper', role: 'Owner' },
  { name: 'Alan Turing', role: 'Editor' },
  { name: 'Katherine Johnson', role: 'Viewer' },
];

export default function ListSecondaryAction() {
  const [members, setMembers] = React.useState<Member[]>(initialMembers);

  const remove = (name: string) => {
    setMembers((current) => current.filter((member) => member.name !== name));
  };

  return (
    <List sx={{ maxWidth: 420, bgcolor: 'background.paper' }}>
      {members.map((member, index) => (
        <ListItem
          key={member.name}
          // A bottom border between rows: the list keeps only <li> rows, each a list item.
          divider={index < members.length - 1}
          secondaryAction={
            <Button
              size="small"
              aria-label={`Remove ${member.name}`}
              onClick={() => remove(member.name)}
            >
              Remove
            </Button>
          }
        >
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {member.name.charAt(0)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={member.name} secondary={member.role} />
        </ListItem>
      ))}
    </List>
  );
}
