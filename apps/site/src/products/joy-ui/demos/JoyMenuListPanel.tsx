import * as React from 'react';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Logout from '@mui/icons-material/Logout';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Settings from '@mui/icons-material/Settings';
import Avatar from '@mui/joy/Avatar';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const actions = [
  { label: 'Your profile', icon: <PersonOutline /> },
  { label: 'Notification settings', icon: <NotificationsOutlined /> },
  { label: 'Workspace settings', icon: <Settings /> },
];

export default function JoyMenuListPanel() {
  const headingId = React.useId();
  const [chosen, setChosen] = React.useState<string>('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Sheet variant="outlined" sx={{ width: 260, borderRadius: 'md', overflow: 'hidden' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1.5 }}>
          <Avatar color="primary" variant="soft">
            ML
          </Avatar>
          <div>
            <Typography id={headingId} level="title-sm">
              Maria Lopez
            </Typography>
            <Typography level="body-xs">maria.lopez@northwind.com</Typography>
          </div>
        </Stack>
        <MenuList
          aria-labelledby={headingId}
          variant="plain"
          sx={{ borderRadius: 0, boxShadow: 'none', '--List-padding': '0px 0px 6px' }}
        >
          {actions.map((action) => (
            <MenuItem key={action.label} onClick={() => setChosen(action.label)}>
              <ListItemDecorator>{action.icon}</ListItemDecorator>
              {action.label}
            </MenuItem>
          ))}
          <MenuItem onClick={() => setChosen('Help centre')}>
            <ListItemDecorator>
              <HelpOutline />
            </ListItemDecorator>
            Help centre
          </MenuItem>
          <ListDivider />
          <MenuItem color="danger" onClick={() => setChosen('Sign out')}>
            <ListItemDecorator>
              <Logout />
            </ListItemDecorator>
            Sign out
          </MenuItem>
        </MenuList>
      </Sheet>
      <Typography level="body-sm" role="status">
        {chosen ? `You chose “${chosen}”.` : ''}
      </Typography>
    </Stack>
  );
}
