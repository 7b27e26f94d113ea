import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';

interface Removed {
  item: string;
  index: number;
}

export default function SnackbarUndo() {
  const [items, setItems] = React.useState<string[]>(['Milk', 'Bread', 'Apples']);
  const [removed, setRemoved] = React.useState<Removed | null>(null);

  const remove = (index: number) => {
    setRemoved({ item: items[index] ?? '', index });
    setItems((list) => list.filter((_, i) => i !== index));
  };
  const undo = () => {
    if (removed)
      setItems((list) => [
        ...list.slice(0, removed.index),
        removed.item,
        ...list.slice(removed.index),
      ]);
    setRemoved(null);
  };
  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setRemoved(null);
  };

  return (
    <div>
      <List dense sx={{ maxWidth: 280 }}>
        {items.map((item, index) => (
          <ListItem
            key={item}
            secondaryAction={
              <Button size="small" onClick={() => remove(index)} aria-label={`Remove ${item}`}>
                Remove
              </Button>
            }
          >
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
      <Snackbar
        open={removed !== null}
        autoHideDuration={6000}
        onClose={handleClose}
        message={removed ? `${removed.item} removed` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
