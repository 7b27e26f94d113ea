import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
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
        <React.Fragment key={member.name}>
          {index > 0 && <Divider component="li" />}
          <ListItem
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
              <Avatar>{member.name.charAt(0)}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={member.name} secondary={member.role} />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
