import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/material/styles';

const TabsList = styled(BaseTabsList)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'flex',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
  };
});

const Tab = styled(BaseTab)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    flex: '1 1 0',
    padding: theme.spacing(1),
    border: 0,
    borderRadius: 8,
    fontWeight: 600,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    [`&.${tabClasses.selected}`]: {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
  };
});

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(2, 0.5, 0),
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseTabsBasic() {
  return (
    <Tabs defaultValue="details">
      <TabsList aria-label="Trail runner 2 product information">
        <Tab value="details">Details</Tab>
        <Tab value="sizing">Sizing</Tab>
        <Tab value="reviews">Reviews</Tab>
      </TabsList>
      <TabPanel value="details">
        A light trail shoe with a 6 mm drop, a rock plate under the forefoot and a lugged outsole
        that grips on wet stone.
      </TabPanel>
      <TabPanel value="sizing">
        Runs half a size small. If you are between sizes, or plan to run in thick socks, order the
        next size up.
      </TabPanel>
      <TabPanel value="reviews">
        4.6 out of 5 from 212 runners. Most mention the grip; some find the toe box narrow.
      </TabPanel>
    </Tabs>
  );
}
