import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2DragAndDropOverlay } from '@mui/x-tree-view/TreeItem2DragAndDropOverlay';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import { forwardRef, type ComponentType, type HTMLAttributes, type Ref } from 'react';

type FileKind = 'folder' | 'image' | 'pdf' | 'text';
type FileEntry = TreeViewBaseItem<{ id: string; label: string; kind: FileKind; size?: string }>;

const files: FileEntry[] = [
  {
    id: 'site-visit',
    label: 'Site visit',
    kind: 'folder',
    children: [
      { id: 'north-wall', label: 'north-wall.jpg', kind: 'image', size: '2.4 MB' },
      { id: 'crack-detail', label: 'crack-detail.jpg', kind: 'image', size: '1.9 MB' },
      { id: 'visit-notes', label: 'visit-notes.txt', kind: 'text', size: '4 kB' },
    ],
  },
  {
    id: 'contracts',
    label: 'Contracts',
    kind: 'folder',
    children: [{ id: 'signed', label: 'signed-contract.pdf', kind: 'pdf', size: '380 kB' }],
  },
  { id: 'readme', label: 'README.txt', kind: 'text', size: '1 kB' },
];

const KIND_ICONS: Record<FileKind, ComponentType<SvgIconProps>> = {
  folder: FolderOutlined,
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  text: DescriptionOutlined,
};

interface FileTreeItemProps
  extends Omit<UseTreeItem2Parameters, 'rootRef'>, Omit<HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

// An item assembled from the hook and the item's parts, so it can hold more than a label:
// a file-type icon before it and the file size after it.
const FileTreeItem = forwardRef(function FileTreeItem(
  props: FileTreeItemProps,
  ref: Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
    publicAPI,
  } = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const file = publicAPI.getItem(itemId) as FileEntry;
  const KindIcon = KIND_ICONS[file.kind];

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <KindIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          <TreeItem2Label {...getLabelProps()} />
          {file.size && (
            <Box
              component="span"
              sx={{ color: 'text.secondary', typography: 'caption', whiteSpace: 'nowrap' }}
            >
              {file.size}
            </Box>
          )}
          <TreeItem2DragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function TreeViewFileExplorer() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Project files"
        items={files}
        defaultExpandedItems={['site-visit']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
