import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TreeViewSimpleFiles() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'src/components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/InvoiceTable.tsx" label="InvoiceTable.tsx" />
            <TreeItem itemId="src/components/PaymentForm.tsx" label="PaymentForm.tsx" />
          </TreeItem>
          <TreeItem itemId="src/index.ts" label="index.ts" />
          <TreeItem itemId="src/theme.ts" label="theme.ts" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
          <TreeItem itemId="public/robots.txt" label="robots.txt" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
