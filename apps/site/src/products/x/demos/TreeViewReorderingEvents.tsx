import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const backlog: TreeViewBaseItem[] = [
  {
    id: 'checkout',
    label: 'Checkout redesign',
    children: [
      { id: 'cart-summary', label: 'Cart summary panel' },
      { id: 'saved-cards', label: 'Saved payment cards' },
    ],
  },
  {
    id: 'search',
    label: 'Search improvements',
    children: [
      { id: 'typo-tolerance', label: 'Typo tolerance' },
      { id: 'recent-searches', label: 'Recent searches' },
    ],
  },
  { id: 'dark-mode', label: 'Dark mode for emails' },
];

const labels = new Map(
  backlog.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.id, item.label]),
);

export default function TreeViewReorderingEvents() {
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 300, width: '100%' }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeViewPro
          aria-label="Product backlog"
          items={backlog}
          defaultExpandedItems={['checkout', 'search']}
          itemsReordering
          experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
          onItemPositionChange={({ itemId, newPosition }) => {
            const parent = newPosition.parentId
              ? labels.get(newPosition.parentId)
              : 'the top level';
            const move = `“${labels.get(itemId)}” → position ${newPosition.index + 1} in ${parent}`;
            setMoves((previous) => [move, ...previous].slice(0, 5));
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2" component="h3">
          Moves to save
        </Typography>
        <List dense aria-live="polite">
          {moves.length === 0 && (
            <ListItem disableGutters sx={{ color: 'text.secondary' }}>
              Drag an item to another place in the tree.
            </ListItem>
          )}
          {moves.map((move, index) => (
            <ListItem key={`${moves.length - index}`} disableGutters>
              {move}
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
