import Box from '@mui/material/Box';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { forwardRef, type Ref } from 'react';

type MailFolder = TreeViewBaseItem<{ id: string; label: string; unread: number }>;

const folders: MailFolder[] = [
  { id: 'inbox', label: 'Inbox', unread: 12 },
  {
    id: 'projects',
    label: 'Projects',
    unread: 0,
    children: [
      { id: 'harbour', label: 'Harbour bridge', unread: 3 },
      { id: 'library', label: 'City library', unread: 0 },
    ],
  },
  { id: 'newsletters', label: 'Newsletters', unread: 41 },
  { id: 'archive', label: 'Archive', unread: 0 },
];

// Hidden from sight, read by screen readers: the pill alone would be announced as a bare number.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// TreeItem2 with a richer label: the folder's name, then its unread count in a pill.
const MailFolderItem = forwardRef(function MailFolderItem(
  props: TreeItem2Props,
  ref: Ref<HTMLLIElement>,
) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const { unread } = publicAPI.getItem(props.itemId) as MailFolder;
  const label = (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1, fontWeight: unread ? 600 : 400 }}>
        {props.label}
      </Box>
      {unread > 0 && (
        <Box
          component="span"
          sx={{
            px: 1,
            borderRadius: 4,
            fontSize: '0.75rem',
            lineHeight: '1.25rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {unread}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            unread
          </Box>
        </Box>
      )}
    </Box>
  );
  return <TreeItem2 {...props} ref={ref} label={label} />;
});

export default function TreeViewItemLabelCounts() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        defaultExpandedItems={['projects']}
        slots={{ item: MailFolderItem }}
      />
    </Box>
  );
}
