import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

const permissions = ['View orders', 'Edit orders', 'Refund orders', 'Edit products', 'Export data'];

export default function TransferListEnhanced() {
  const [granted, setGranted] = React.useState<string[]>(['View orders']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const available = permissions.filter((p) => !granted.includes(p));

  const check = (items: string[], on: boolean) =>
    setChecked((cur) => [...cur.filter((p) => !items.includes(p)), ...(on ? items : [])]);

  const toGrant = available.filter((p) => checked.includes(p));
  const toRevoke = granted.filter((p) => checked.includes(p));
  const move = (grant: boolean) => {
    const next = new Set(granted);
    (grant ? toGrant : toRevoke).forEach((p) => (grant ? next.add(p) : next.delete(p)));
    setGranted(permissions.filter((p) => next.has(p)));
    check(grant ? toGrant : toRevoke, false);
  };

  const renderList = (title: string, items: string[]) => {
    const count = items.filter((p) => checked.includes(p)).length;
    return (
      <Card variant="outlined" sx={{ width: 240 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          title={title}
          subheader={`${count} of ${items.length} selected`}
          avatar={
            <Checkbox
              checked={items.length > 0 && count === items.length}
              indeterminate={count > 0 && count < items.length}
              disabled={items.length === 0}
              onChange={(_event, on) => check(items, on)}
              inputProps={{ 'aria-label': `Select all ${title.toLowerCase()}` }}
            />
          }
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 220, overflow: 'auto' }}>
          {items.map((p) => (
            <ListItem key={p} disablePadding>
              <ListItemButton component="label" role={undefined} tabIndex={-1}>
                <Checkbox checked={checked.includes(p)} onChange={(_e, on) => check([p], on)} />
                <ListItemText primary={p} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {renderList('Available permissions', available)}
      <Stack spacing={1}>
        <Button variant="outlined" disabled={!toGrant.length} onClick={() => move(true)}>
          Grant ({toGrant.length})
        </Button>
        <Button variant="outlined" disabled={!toRevoke.length} onClick={() => move(false)}>
          Revoke ({toRevoke.length})
        </Button>
      </Stack>
      {renderList('Granted permissions', granted)}
    </Stack>
  );
}
