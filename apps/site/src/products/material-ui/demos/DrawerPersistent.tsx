import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 200;
const folders = ['Inbox', 'Sent', 'Drafts', 'Archive'];

export default function DrawerPersistent() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [folder, setFolder] = React.useState<string>('Inbox');

  return (
    // relative + overflow hidden keep the drawer inside this box; isolation keeps its z-index local.
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        isolation: 'isolate',
        height: 260,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Drawer
        variant="persistent"
        open={open}
        PaperProps={{ sx: { position: 'absolute', width: drawerWidth } }}
      >
        <List component="nav" aria-label="Mail folders">
          {folders.map((name) => (
            <ListItemButton key={name} selected={name === folder} onClick={() => setFolder(name)}>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box
        sx={(theme) => ({
          ml: open ? `${drawerWidth}px` : 0,
          p: 1,
          transition: theme.transitions.create('margin', {
            duration: open
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton aria-label="Folders" aria-expanded={open} onClick={() => setOpen(!open)}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h3">
            {folder}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          The folder list pushes this content aside instead of covering it, and stays open while you
          work until you hide it again.
        </Typography>
      </Box>
    </Box>
  );
}
