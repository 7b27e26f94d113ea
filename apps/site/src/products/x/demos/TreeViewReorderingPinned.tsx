import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Where an item sits: its parent (null at the root) and its index among that parent's children.
type Position = { parentId: string | null; index: number };

const mailFolders: TreeViewBaseItem[] = [
  { id: 'inbox', label: 'Inbox' },
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'northwind', label: 'Northwind Traders' },
      { id: 'contoso', label: 'Contoso Ltd' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    children: [
      { id: 'receipts', label: 'Receipts' },
      { id: 'payroll', label: 'Payroll' },
    ],
  },
  { id: 'archive', label: 'Archive' },
  { id: 'trash', label: 'Trash' },
];

// System folders cannot be dragged; the user's own folders can.
const SYSTEM_FOLDERS = new Set(['inbox', 'archive', 'trash']);

// Nothing may be dropped above the Inbox, so it stays first.
const keepsInboxFirst = ({ newPosition }: { newPosition: Position }) =>
  newPosition.parentId !== null || newPosition.index > 0;

export default function TreeViewReorderingPinned() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Mail folders"
        items={mailFolders}
        defaultExpandedItems={['clients', 'finance']}
        itemsReordering
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        isItemReorderable={(itemId) => !SYSTEM_FOLDERS.has(itemId)}
        canMoveItemToNewPosition={keepsInboxFirst}
      />
    </Box>
  );
}
