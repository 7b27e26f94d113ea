import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';

function TabBar({ showLabels, label }: { showLabels: boolean; label: string }) {
  const [value, setValue] = React.useState<string>('home');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <BottomNavigation
        component="nav"
        aria-label={label}
        showLabels={showLabels}
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Search" value="search" icon={<SearchIcon />} />
        <BottomNavigationAction label="Map" value="map" icon={<MapIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Paper>
  );
}

export default function BottomNavigationLabels() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Default: only the selected action shows its label
        </Typography>
        <TabBar showLabels={false} label="Default example" />
      </Stack>
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          With showLabels: every action keeps its label
        </Typography>
        <TabBar showLabels label="showLabels example" />
      </Stack>
    </Stack>
  );
}
