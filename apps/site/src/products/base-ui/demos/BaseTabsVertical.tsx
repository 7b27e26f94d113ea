import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/material/styles';

const Tabs = styled(BaseTabs)({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
});

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 130,
}));

const Tab = styled(BaseTab)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    padding: theme.spacing(1, 1.5),
    border: 0,
    borderInlineStart: '3px solid transparent',
    borderRadius: 4,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
    [`&.${tabClasses.selected}`]: {
      borderInlineStartColor: palette.primary.main,
      backgroundColor: palette.action.selected,
      fontWeight: 600,
    },
    [`&.${tabClasses.disabled}`]: { color: palette.text.disabled, cursor: 'not-allowed' },
  };
});

const TabPanel = styled(BaseTabPanel)(({ theme }) => ({
  ...theme.typography.body2,
  flex: '1 1 180px',
  color: (theme.vars ?? theme).palette.text.primary,
  '& h3': { ...theme.typography.subtitle1, margin: theme.spacing(0, 0, 1) },
  '& p': { margin: 0 },
}));

export default function BaseTabsVertical() {
  return (
    <Tabs defaultValue="profile" orientation="vertical">
      <TabsList aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="notifications">Notifications</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="billing" disabled>
          Billing
        </Tab>
      </TabsList>
      <TabPanel value="profile">
        <h3>Profile</h3>
        <p>Your name and photo are shown on comments and in the team directory.</p>
      </TabPanel>
      <TabPanel value="notifications">
        <h3>Notifications</h3>
        <p>Email is sent for mentions and assigned tasks; everything else stays in the app.</p>
      </TabPanel>
      <TabPanel value="security">
        <h3>Security</h3>
        <p>Two-step sign-in is on. The last sign-in was from Lisbon, on Firefox.</p>
      </TabPanel>
      <TabPanel value="billing">
        <h3>Billing</h3>
        <p>Billing is managed by your organisation.</p>
      </TabPanel>
    </Tabs>
  );
}
