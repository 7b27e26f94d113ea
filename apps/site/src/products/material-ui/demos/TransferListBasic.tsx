import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';

const columns = ['Order number', 'Customer', 'Order date', 'Status', 'Items', 'Total', 'Coupon'];

export default function TransferListBasic() {
  const id = React.useId();
  const [shown, setShown] = React.useState<string[]>(columns.slice(0, 4));
  const [checked, setChecked] = React.useState<string[]>([]);
  const hidden = columns.filter((c) => !shown.includes(c));
  const toggle = (c: string) => () =>
    setChecked((cur) => (cur.includes(c) ? cur.filter((x) => x !== c) : [...cur, c]));

  const move = (moving: string[], show: boolean) => {
    const next = new Set(shown);
    moving.forEach((c) => (show ? next.add(c) : next.delete(c)));
    setShown(columns.filter((c) => next.has(c))); // keeps the original column order
    setChecked((cur) => cur.filter((c) => !moving.includes(c)));
  };

  const toShow = hidden.filter((c) => checked.includes(c));
  const toHide = shown.filter((c) => checked.includes(c));
  const moves = [
    { label: 'Show all columns', icon: <KeyboardDoubleArrowRight />, items: hidden, show: true },
    { label: 'Show selected columns', icon: <KeyboardArrowRight />, items: toShow, show: true },
    { label: 'Hide selected columns', icon: <KeyboardArrowLeft />, items: toHide, show: false },
    { label: 'Hide all columns', icon: <KeyboardDoubleArrowLeft />, items: shown, show: false },
  ];

  const renderList = (title: string, items: string[]) => (
    <Paper variant="outlined" sx={{ width: 200 }}>
      <Typography id={id + title} variant="subtitle2" component="div" sx={{ px: 2, pt: 1.5 }}>
        {title} columns
      </Typography>
      <List dense aria-labelledby={id + title} sx={{ height: 240, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <Checkbox edge="start" checked={checked.includes(item)} onChange={toggle(item)} />
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {renderList('Hidden', hidden)}
      <Stack spacing={1}>
        {moves.map((m) => (
          <Button
            key={m.label}
            variant="outlined"
            aria-label={m.label}
            disabled={m.items.length === 0}
            onClick={() => move(m.items, m.show)}
          >
            {m.icon}
          </Button>
        ))}
      </Stack>
      {renderList('Shown', shown)}
    </Stack>
  );
}
