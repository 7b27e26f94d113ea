import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Where an item sits: its parent (null at the root) and its index among that parent's children.
type Position = { parentId: string | null; index: number };

const releasePlan: TreeViewBaseItem[] = [
  {
    id: 'before',
    label: 'Before the release',
    children: [
      { id: 'freeze', label: 'Freeze the main branch' },
      { id: 'changelog', label: 'Write the changelog' },
      { id: 'staging', label: 'Deploy to staging' },
    ],
  },
  {
    id: 'release-day',
    label: 'Release day',
    children: [
      { id: 'tag', label: 'Tag the version' },
      { id: 'publish', label: 'Publish the packages' },
      { id: 'announce', label: 'Post the announcement' },
    ],
  },
];

// Steps can change order within their phase, but never leave it.
const staysInPhase = ({
  oldPosition,
  newPosition,
}: {
  oldPosition: Position;
  newPosition: Position;
}) => oldPosition.parentId === newPosition.parentId;

export default function TreeViewReorderingSameParent() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Release checklist"
        items={releasePlan}
        defaultExpandedItems={['before', 'release-day']}
        itemsReordering
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        canMoveItemToNewPosition={staysInPhase}
      />
    </Box>
  );
}
