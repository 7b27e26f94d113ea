import * as React from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Inbox from '@mui/icons-material/Inbox';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/joy/Chip';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const queues = [
  { value: 'open', label: 'Open', icon: <Inbox />, count: 12 },
  { value: 'waiting', label: 'Waiting', icon: <Schedule />, count: 3 },
  { value: 'solved', label: 'Solved', icon: <CheckCircle />, count: 148 },
];

export default function JoyTabsAppearance() {
  const [queue, setQueue] = React.useState<string | number | null>('open');

  return (
    <Stack spacing={4} sx={{ maxWidth: 520 }}>
      <Tabs value={queue} onChange={(_event, value) => setQueue(value)}>
        <TabList aria-label="Support tickets">
          {queues.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              variant={queue === item.value ? 'soft' : 'plain'}
              color={queue === item.value ? 'primary' : 'neutral'}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
              <Chip size="sm" variant="soft" color={queue === item.value ? 'primary' : 'neutral'}>
                {item.count}
              </Chip>
            </Tab>
          ))}
        </TabList>
        {queues.map((item) => (
          <TabPanel key={item.value} value={item.value}>
            {item.count} {item.label.toLowerCase()} tickets in the support queue.
          </TabPanel>
        ))}
      </Tabs>
      <Tabs defaultValue="monthly">
        <TabList
          aria-label="Billing period"
          disableUnderline
          tabFlex={1}
          sx={{ p: 0.5, gap: 0.5, borderRadius: 'xl', bgcolor: 'background.level1' }}
        >
          {['monthly', 'yearly'].map((period) => (
            <Tab
              key={period}
              value={period}
              disableIndicator
              sx={{
                borderRadius: 'xl',
                textTransform: 'capitalize',
                '&[aria-selected="true"]': { bgcolor: 'background.surface', boxShadow: 'sm' },
              }}
            >
              {period}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="monthly">Team plan: €12 per seat, billed every month.</TabPanel>
        <TabPanel value="yearly">Team plan: €120 per seat, billed once a year.</TabPanel>
      </Tabs>
    </Stack>
  );
}
