import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

type Section = 'profile' | 'security' | 'notifications';
const labels: Record<Section, string> = {
  profile: 'Profile',
  security: 'Security',
  notifications: 'Notifications',
};

export default function TabsVertical() {
  const [section, setSection] = React.useState<Section>('profile');

  return (
    <Box sx={{ display: 'flex', minHeight: 180, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={section}
        onChange={(_event: React.SyntheticEvent, next: Section) => setSection(next)}
        aria-label="Account settings"
        sx={{ borderRight: 1, borderColor: 'divider' }}
      >
        {(Object.keys(labels) as Section[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={labels[key]}
            id={`tabs-vertical-${key}`}
            aria-controls="tabs-vertical-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="tabs-vertical-panel"
        aria-labelledby={`tabs-vertical-${section}`}
        sx={{ p: 3 }}
      >
        <Typography>{labels[section]} settings</Typography>
      </Box>
    </Box>
  );
}
