import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyDividerInset() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card sx={{ flex: 1, width: '100%' }}>
        <CardContent>
          <Typography level="title-md">Team plan</Typography>
          <Typography level="body-sm">12 of 15 seats used · renews on 1 July</Typography>
        </CardContent>
        <Divider inset="context" />
        <CardActions>
          <Button variant="soft" size="sm">
            Add seats
          </Button>
          <Button variant="plain" color="neutral" size="sm">
            View invoices
          </Button>
        </CardActions>
      </Card>
      <Card orientation="horizontal" sx={{ flex: 1, width: '100%' }}>
        <CardContent sx={{ flex: '0 0 auto', justifyContent: 'center' }}>
          <Typography level="h3" component="p">
            98%
          </Typography>
        </CardContent>
        <Divider orientation="vertical" inset="context" aria-hidden="true" />
        <CardContent>
          <Typography level="title-sm">On-time delivery</Typography>
          <Typography level="body-sm">Last 30 days, 412 orders</Typography>
        </CardContent>
      </Card>
      <List variant="outlined" sx={{ borderRadius: 'sm', flex: 1, width: '100%' }}>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <MailOutline />
            </ListItemDecorator>
            Inbox
          </ListItemButton>
        </ListItem>
        <ListDivider inset="startContent" />
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <ArchiveOutlined />
            </ListItemDecorator>
            Archive
          </ListItemButton>
        </ListItem>
      </List>
    </Stack>
  );
}
