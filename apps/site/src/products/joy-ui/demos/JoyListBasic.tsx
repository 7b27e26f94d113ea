import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const members = [
  { name: 'Priya Raman', email: 'priya.raman@northwind.io', role: 'Owner', color: 'primary' },
  { name: 'Tom Becker', email: 'tom.becker@northwind.io', role: 'Admin', color: 'success' },
  { name: 'Amara Okafor', email: 'amara.okafor@northwind.io', role: 'Editor', color: 'warning' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@northwind.io', role: 'Viewer', color: 'neutral' },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function JoyListBasic() {
  return (
    <List
      aria-label="Workspace members"
      variant="outlined"
      sx={{ maxWidth: 420, borderRadius: 'sm', '--ListItemDecorator-size': '52px' }}
    >
      {members.map((member, index) => (
        <React.Fragment key={member.email}>
          {index > 0 && <ListDivider inset="startContent" />}
          <ListItem>
            <ListItemDecorator>
              <Avatar size="sm" color={member.color} variant="soft">
                {initials(member.name)}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{member.name}</Typography>
              <Typography level="body-sm" noWrap>
                {member.email}
              </Typography>
            </ListItemContent>
            <Chip size="sm" variant="outlined">
              {member.role}
            </Chip>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
