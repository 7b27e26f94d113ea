import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'contracts', label: 'Contracts' },
      { id: 'invoices', label: 'Invoices' },
      { id: 'tax-returns', label: 'Tax returns' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'photos-2023', label: '2023' },
      { id: 'photos-2024', label: '2024' },
    ],
  },
  { id: 'downloads', label: 'Downloads' },
];

export default function TreeViewCheckboxSelection() {
  const [included, setIncluded] = React.useState<string[]>(['invoices', 'photos-2024']);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <RichTreeView
        aria-label="Folders to back up"
        items={folders}
        multiSelect
        checkboxSelection
        selectedItems={included}
        onSelectedItemsChange={(_event, itemIds) => setIncluded(itemIds)}
        defaultExpandedItems={['documents', 'photos']}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
        {included.length === 0
          ? 'Nothing selected for the backup'
          : `${included.length} ${included.length === 1 ? 'folder' : 'folders'} in the backup`}
      </Typography>
    </Box>
  );
}
