import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TreeViewCollapseIcon, TreeViewExpandIcon } from '@mui/x-tree-view/icons';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useId } from 'react';

function Chapters({ label }: { label: string }) {
  return (
    <>
      <TreeItem itemId={`${label}-setup`} label="Setting up">
        <TreeItem itemId={`${label}-install`} label="Installation" />
        <TreeItem itemId={`${label}-config`} label="Configuration" />
      </TreeItem>
      <TreeItem itemId={`${label}-usage`} label="Everyday use">
        <TreeItem itemId={`${label}-backups`} label="Backups" />
      </TreeItem>
    </>
  );
}

export default function TreeViewCustomIcons() {
  const boxesLabel = useId();
  const arrowsLabel = useId();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" component="p" id={boxesLabel}>
          Plus and minus boxes
        </Typography>
        <SimpleTreeView
          aria-labelledby={boxesLabel}
          defaultExpandedItems={['boxes-setup']}
          slots={{ expandIcon: AddBoxOutlined, collapseIcon: IndeterminateCheckBoxOutlined }}
        >
          <Chapters label="boxes" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" component="p" id={arrowsLabel}>
          The default chevrons, recoloured
        </Typography>
        <SimpleTreeView
          aria-labelledby={arrowsLabel}
          defaultExpandedItems={['arrows-setup']}
          slots={{ expandIcon: TreeViewExpandIcon, collapseIcon: TreeViewCollapseIcon }}
          slotProps={{ expandIcon: { color: 'primary' }, collapseIcon: { color: 'primary' } }}
        >
          <Chapters label="arrows" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
