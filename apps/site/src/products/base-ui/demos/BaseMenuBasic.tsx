import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Trigger = styled(MenuButton)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.button,
    padding: theme.spacing(0.75, 2),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Listbox = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    minWidth: 180,
    margin: theme.spacing(0.75, 0),
    padding: theme.spacing(0.5),
    listStyle: 'none',
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[4],
    [`& .${menuItemClasses.root}`]: {
      padding: theme.spacing(0.75, 1.25),
      borderRadius: 8,
      '&:hover, &:focus': { backgroundColor: palette.action.hover, outline: 0 },
    },
    [`& .${menuItemClasses.focusVisible}`]: { outline: `2px solid ${palette.primary.main}` },
  };
});

// The menu is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

export default function BaseMenuBasic() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const run = (action: string) => () => setLastAction(action);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Q3-budget.xlsx · edited yesterday by Dana</Typography>
      <Dropdown>
        <Trigger>Actions</Trigger>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{ root: { placement: 'bottom-start' } }}
        >
          <MenuItem onClick={run('Renamed Q3-budget.xlsx')}>Rename</MenuItem>
          <MenuItem onClick={run('Created Q3-budget (copy).xlsx')}>Duplicate</MenuItem>
          <MenuItem onClick={run('Moved Q3-budget.xlsx to the bin')}>Delete</MenuItem>
        </Menu>
      </Dropdown>
      <Typography variant="body2" color="text.secondary" role="status">
        {lastAction ?? 'Pick an action from the menu.'}
      </Typography>
    </Stack>
  );
}
