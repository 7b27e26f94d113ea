import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import PersonIcon from '@mui/icons-material/Person';

type Screen = 'restaurants' | 'favourites' | 'orders' | 'account';

const screens: Record<Screen, { title: string; text: string; icon: React.ReactNode }> = {
  restaurants: {
    title: 'Restaurants',
    text: '24 places deliver to you tonight.',
    icon: <RestaurantIcon />,
  },
  favourites: {
    title: 'Favourites',
    text: 'You saved 6 places and 11 dishes.',
    icon: <FavoriteIcon />,
  },
  orders: { title: 'Orders', text: 'Your pad thai arrives in 18 minutes.', icon: <ReceiptIcon /> },
  account: { title: 'Account', text: 'Signed in as Grace Hopper.', icon: <PersonIcon /> },
};

export default function BottomNavigationPhone() {
  const [screen, setScreen] = React.useState<Screen>('restaurants');

  return (
    <Box
      sx={{
        width: 360,
        maxWidth: '100%',
        height: 420,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ flexGrow: 1, p: 2, overflowY: 'auto' }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {screens[screen].title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {screens[screen].text}
        </Typography>
      </Box>
      <BottomNavigation
        component="nav"
        aria-label="App sections"
        showLabels
        value={screen}
        onChange={(_event, newValue: Screen) => setScreen(newValue)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {(Object.keys(screens) as Screen[]).map((key) => (
          <BottomNavigationAction
            key={key}
            value={key}
            label={screens[key].title}
            aria-current={screen === key ? 'page' : undefined}
            icon={screens[key].icon}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
