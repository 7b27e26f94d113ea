import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function TabsScrollable() {
  const [month, setMonth] = React.useState<string>('March');

  return (
    <Box sx={{ maxWidth: 480, bgcolor: 'background.paper' }}>
      <Tabs
        value={month}
        onChange={(_event: React.SyntheticEvent, next: string) => setMonth(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Month"
      >
        {months.map((name) => (
          <Tab key={name} label={name} value={name} />
        ))}
      </Tabs>
    </Box>
  );
}
