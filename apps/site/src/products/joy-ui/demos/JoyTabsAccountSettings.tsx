import CreditCard from '@mui/icons-material/CreditCard';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  { value: 'profile', label: 'Profile', icon: <PersonOutline /> },
  { value: 'security', label: 'Security', icon: <LockOutlined /> },
  { value: 'billing', label: 'Billing', icon: <CreditCard /> },
];

export default function JoyTabsAccountSettings() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue="profile"
      variant="outlined"
      sx={{ borderRadius: 'md', maxWidth: 600, minHeight: 240, overflow: 'hidden' }}
    >
      <TabList aria-label="Account settings" sx={{ minWidth: 150 }}>
        {sections.map((section) => (
          <Tab key={section.value} value={section.value}>
            <ListItemDecorator>{section.icon}</ListItemDecorator>
            {section.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="profile" keepMounted>
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Display name</FormLabel>
            <Input defaultValue="Maria Lopez" />
          </FormControl>
          <FormControl>
            <FormLabel>Email</FormLabel>
            <Input type="email" defaultValue="maria.lopez@northwind.com" />
          </FormControl>
          <Button sx={{ alignSelf: 'flex-start' }}>Save profile</Button>
        </Stack>
      </TabPanel>
      <TabPanel value="security">
        <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', mb: 1 }}>
          <FormLabel>Two-factor authentication</FormLabel>
          <Switch defaultChecked />
        </FormControl>
        <Typography level="body-sm" sx={{ mb: 2 }}>
          Password last changed on 2 February.
        </Typography>
        <Button variant="outlined" color="neutral">
          Change password
        </Button>
      </TabPanel>
      <TabPanel value="billing">
        <Typography level="title-md">Team plan · €12 per seat per month</Typography>
        <Typography level="body-sm" sx={{ mb: 2 }}>
          Next invoice on 1 April: €96.00 for 8 seats.
        </Typography>
        <Button variant="outlined" color="neutral">
          Update payment method
        </Button>
      </TabPanel>
    </Tabs>
  );
}
