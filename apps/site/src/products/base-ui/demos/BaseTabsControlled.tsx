import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

type Filter = 'all' | 'unread' | 'flagged';

const messages = [
  { id: 1, from: 'Priya', subject: 'Invoice 1042 is ready', unread: true, flagged: false },
  { id: 2, from: 'Tom', subject: 'Offsite agenda', unread: false, flagged: true },
  { id: 3, from: 'Build bot', subject: 'Nightly build passed', unread: true, flagged: false },
  { id: 4, from: 'Lena', subject: 'Re: logo drafts', unread: false, flagged: false },
];

const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'flagged', label: 'Flagged' },
];

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const Tab = styled(BaseTab)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    padding: theme.spacing(1, 1.5),
    border: 0,
    borderBottom: '3px solid transparent',
    fontWeight: 600,
    backgroundColor: 'transparent',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    [`&.${tabClasses.selected}`]: {
      borderBottomColor: palette.primary.main,
      color: palette.text.primary,
    },
  };
});

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.primary,
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& li': { padding: theme.spacing(0.75, 0) },
}));

export default function BaseTabsControlled() {
  const [filter, setFilter] = React.useState<Filter>('all');
  const unreadCount = messages.filter((message) => message.unread).length;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">You have {unreadCount} unread messages.</Typography>
        <Button size="small" onClick={() => setFilter('unread')}>
          Show unread
        </Button>
      </Stack>
      <Tabs value={filter} onChange={(event, value) => setFilter(value as Filter)}>
        <TabsList aria-label="Message filters">
          {filters.map(({ value, label }) => (
            <Tab key={value} value={value}>
              {label}
            </Tab>
          ))}
        </TabsList>
        {filters.map(({ value }) => (
          <TabPanel key={value} value={value}>
            <ul>
              {messages
                .filter((message) => value === 'all' || message[value])
                .map((message) => (
                  <li key={message.id}>
                    <strong>{message.from}</strong> — {message.subject}
                  </li>
                ))}
            </ul>
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
