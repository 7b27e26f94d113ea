import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const handbook: TreeViewBaseItem[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    children: [
      { id: 'mission', label: 'Our mission' },
      { id: 'history', label: 'Company history' },
    ],
  },
  {
    id: 'first-week',
    label: 'Your first week',
    children: [
      { id: 'accounts', label: 'Setting up your accounts' },
      { id: 'equipment', label: 'Ordering equipment' },
      { id: 'buddy', label: 'Meeting your onboarding buddy' },
    ],
  },
  {
    id: 'policies',
    label: 'Policies',
    children: [
      { id: 'leave', label: 'Holidays and leave' },
      { id: 'expenses', label: 'Travel and expenses' },
    ],
  },
];

export default function TreeViewReorderingBasic() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 300 }}>
      <RichTreeViewPro
        aria-label="Employee handbook chapters"
        items={handbook}
        defaultExpandedItems={['welcome', 'first-week', 'policies']}
        itemsReordering
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
      />
    </Box>
  );
}
