import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const teams: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'amara', label: 'Amara Okafor — Tech lead' },
      { id: 'lukas', label: 'Lukas Weber — Frontend' },
      { id: 'priya', label: 'Priya Nair — Backend' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'sofia', label: 'Sofía Romero — Product design' },
      { id: 'jun', label: 'Jun Tanaka — Research' },
    ],
  },
  {
    id: 'support',
    label: 'Customer support',
    children: [{ id: 'noah', label: 'Noah Dubois — Team lead' }],
  },
];
const teamIds = teams.map((team) => team.id);
const labels = new Map(
  teams.flatMap((team) => [team, ...(team.children ?? [])]).map((item) => [item.id, item.label]),
);

export default function TreeViewControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['engineering']);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpandedItems(teamIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          aria-label="Teams"
          items={teams}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          expansionTrigger="iconContainer"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        {expandedItems.length} of {teamIds.length} teams open · Selected:{' '}
        {(selectedItem && labels.get(selectedItem)) ?? 'nobody'}
      </Typography>
    </Stack>
  );
}
