import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const defaultSort = 'Most relevant';
const sortOptions = [defaultSort, 'Newest first', 'Price: low to high', 'Price: high to low'];

export default function DrawerAnchors() {
  const [open, setOpen] = React.useState<boolean>(false);
  // Kept after closing, so the drawer slides back out the way it came in.
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [sort, setSort] = React.useState<string>(defaultSort);
  const titleId = React.useId();

  const horizontal = anchor === 'left' || anchor === 'right';

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {anchors.map((side) => (
          <Button
            key={side}
            variant="outlined"
            onClick={() => {
              setAnchor(side);
              setOpen(true);
            }}
          >
            {side}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Sorted by: {sort}
      </Typography>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: horizontal ? 260 : 'auto', py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, py: 1 }}>
            Sort products
          </Typography>
          <List aria-labelledby={titleId}>
            {sortOptions.map((option) => (
              <ListItem key={option} disablePadding>
                <ListItemButton
                  selected={option === sort}
                  onClick={() => {
                    setSort(option);
                    setOpen(false);
                  }}
                >
                  <ListItemText primary={option} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
