import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Categories as a catalogue API might return them: `sku` and `name` instead of id and label.
type CatalogueEntry = TreeViewBaseItem<{ sku: string; name: string }>;

const catalogue: CatalogueEntry[] = [
  {
    sku: 'office',
    name: 'Office furniture',
    children: [
      { sku: 'desk-140', name: 'Standing desk, 140 cm' },
      { sku: 'chair-ergo', name: 'Ergonomic chair' },
      { sku: 'cab-3', name: 'Three-drawer cabinet' },
    ],
  },
  {
    sku: 'lighting',
    name: 'Lighting',
    children: [
      { sku: 'lamp-led', name: 'LED desk lamp' },
      { sku: 'lamp-floor', name: 'Floor lamp' },
    ],
  },
  { sku: 'gift-card', name: 'Gift card' },
];

export default function TreeViewRichItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        getItemId={(item) => item.sku}
        getItemLabel={(item) => item.name}
        defaultExpandedItems={['office']}
      />
    </Box>
  );
}
