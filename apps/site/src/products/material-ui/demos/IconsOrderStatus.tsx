import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';

type Status = 'delivered' | 'shipped' | 'delayed';

const statusIcon: Record<
  Status,
  { Icon: typeof SvgIcon; label: string; color: 'success' | 'info' | 'warning' }
> = {
  delivered: { Icon: CheckCircleIcon, label: 'Delivered', color: 'success' },
  shipped: { Icon: LocalShippingIcon, label: 'On its way', color: 'info' },
  delayed: { Icon: ReportProblemIcon, label: 'Delayed', color: 'warning' },
};

const orders: Array<{ id: string; items: string; status: Status }> = [
  { id: '#10482', items: 'Trail running shoes', status: 'delivered' },
  { id: '#10517', items: 'Rain jacket, two pairs of socks', status: 'shipped' },
  { id: '#10533', items: 'Camping stove', status: 'delayed' },
];

export default function IconsOrderStatus() {
  return (
    <List sx={{ maxWidth: 480 }} aria-label="Recent orders">
      {orders.map((order) => {
        const { Icon, label, color } = statusIcon[order.status];
        return (
          <ListItem
            key={order.id}
            divider
            secondaryAction={
              <IconButton edge="end" aria-label={`Download invoice for order ${order.id}`}>
                <DownloadIcon />
              </IconButton>
            }
          >
            <ListItemIcon>
              {/* The icon is the only place the status appears, so it needs a name. */}
              <Icon color={color} titleAccess={label} />
            </ListItemIcon>
            <ListItemText primary={`Order ${order.id}`} secondary={order.items} />
          </ListItem>
        );
      })}
      <ListItem>
        <Button variant="outlined" startIcon={<DownloadIcon />}>
          Download all invoices
        </Button>
      </ListItem>
    </List>
  );
}
