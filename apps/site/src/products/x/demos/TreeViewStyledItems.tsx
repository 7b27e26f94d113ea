import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// One styled item used everywhere in the tree: rounded rows, a guide line beside each group,
// and a selected row that stays readable in both colour schemes.
const GuideTreeItem = styled(TreeItem)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    [`& .${treeItemClasses.content}`]: {
      borderRadius: theme.shape.borderRadius,
      padding: theme.spacing(0.5, 1),
      margin: theme.spacing(0.25, 0),
    },
    [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
      backgroundColor: alpha(theme.palette.primary.main, 0.12),
      color: palette.text.primary,
      fontWeight: 600,
    },
    [`& .${treeItemClasses.groupTransition}`]: {
      marginLeft: 15,
      paddingLeft: 18,
      borderLeft: `1px dashed ${palette.divider}`,
    },
  };
});

export default function TreeViewStyledItems() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Handbook"
        defaultExpandedItems={['people', 'leave']}
        defaultSelectedItems="parental"
      >
        <GuideTreeItem itemId="people" label="People">
          <GuideTreeItem itemId="hiring" label="Hiring" />
          <GuideTreeItem itemId="leave" label="Leave">
            <GuideTreeItem itemId="holidays" label="Holidays" />
            <GuideTreeItem itemId="parental" label="Parental leave" />
            <GuideTreeItem itemId="sick" label="Sick leave" />
          </GuideTreeItem>
        </GuideTreeItem>
        <GuideTreeItem itemId="money" label="Expenses">
          <GuideTreeItem itemId="travel" label="Travel" />
        </GuideTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
