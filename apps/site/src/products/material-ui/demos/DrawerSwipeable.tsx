import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const shareTargets = ['Copy link', 'Email', 'Messages', 'Save to reading list'];

export default function DrawerSwipeable() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [isIOS, setIsIOS] = React.useState<boolean>(false);
  const titleId = React.useId();

  // Read the user agent after hydration so the server and client render the same markup.
  React.useEffect(() => {
    setIsIOS(/iPad|iPhone|iPod/.test(navigator.userAgent));
  }, []);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Share article
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // The demo has no edge area to swipe from: it would cover the bottom of this page.
        disableSwipeToOpen
        disableBackdropTransition={!isIOS}
        disableDiscovery={isIOS}
      >
        <Box sx={{ pb: 2 }}>
          <Box
            sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', my: 1.5 }}
          />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2 }}>
            Share “Ten walks along the Thames”
          </Typography>
          <List aria-labelledby={titleId}>
            {shareTargets.map((target) => (
              <ListItem key={target} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemText primary={target} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
