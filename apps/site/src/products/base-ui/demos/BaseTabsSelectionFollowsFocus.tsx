import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const forecast = [
  { day: 'Mon', name: 'Monday', sky: 'Sunny', high: 24, low: 14 },
  { day: 'Tue', name: 'Tuesday', sky: 'Cloudy', high: 21, low: 13 },
  { day: 'Wed', name: 'Wednesday', sky: 'Showers', high: 18, low: 12 },
  { day: 'Thu', name: 'Thursday', sky: 'Windy', high: 19, low: 11 },
  { day: 'Fri', name: 'Friday', sky: 'Sunny', high: 23, low: 13 },
];

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
}));

const Tab = styled(BaseTab)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    flex: '1 1 0',
    minWidth: 0,
    padding: theme.spacing(1, 0.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: 8,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    [`&.${tabClasses.selected}`]: {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
  };
});

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  ...theme.typography.body1,
  padding: theme.spacing(2, 0.5, 0),
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseTabsSelectionFollowsFocus() {
  const [followFocus, setFollowFocus] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Label>
        <input
          type="checkbox"
          checked={followFocus}
          onChange={(event) => setFollowFocus(event.target.checked)}
        />
        Select the tab as soon as the arrow keys reach it
      </Label>
      <Tabs defaultValue="Mon" selectionFollowsFocus={followFocus}>
        <TabsList aria-label="Forecast by day">
          {forecast.map(({ day }) => (
            <Tab key={day} value={day}>
              {day}
            </Tab>
          ))}
        </TabsList>
        {forecast.map(({ day, name, sky, high, low }) => (
          <TabPanel key={day} value={day}>
            {name}: {sky.toLowerCase()}, high {high} °C, low {low} °C.
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
