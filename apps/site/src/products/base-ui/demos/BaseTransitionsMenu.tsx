import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import type { MenuListboxSlotProps } from '@mui/base/Menu';
import { Menu } from '@mui/base/Menu';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Trigger = styled(MenuButton)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    cursor: 'pointer',
    [`&.${menuButtonClasses.expanded}`]: { backgroundColor: palette.action.selected },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const List = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    minWidth: 180,
    margin: theme.spacing(0.5, 0),
    padding: theme.spacing(0.5),
    listStyle: 'none',
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    transformOrigin: 'top left',
    transition: 'opacity 150ms, transform 150ms',
    '.menu-closed &': { opacity: 0, transform: 'scale(0.95)' },
    '.menu-open &': { opacity: 1, transform: 'none' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'opacity 100ms' },
    [`& .${menuItemClasses.root}`]: {
      padding: theme.spacing(0.75, 1.25),
      borderRadius: 8,
      cursor: 'pointer',
      '&:hover, &:focus': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
        outline: 'none',
      },
    },
  };
});

// The menu renders its listbox inside a Popup, so a CssTransition around the list
// joins the Popup's transition: the Popup stays visible until the exit has finished.
const AnimatedListbox = React.forwardRef<HTMLUListElement, MenuListboxSlotProps>(
  function AnimatedListbox(props, ref) {
    return (
      <CssTransition
        enterClassName="menu-open"
        exitClassName="menu-closed"
        lastTransitionedPropertyOnExit="opacity"
      >
        <List {...props} ref={ref} />
      </CssTransition>
    );
  },
);

// The menu is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

const sortOptions = ['Newest first', 'Oldest first', 'Most comments', 'Title A–Z'];

export default function BaseTransitionsMenu() {
  const [sort, setSort] = React.useState(sortOptions[0]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <Trigger>Sort: {sort}</Trigger>
        <Menu
          slots={{ root: Popup, listbox: AnimatedListbox }}
          slotProps={{ root: { placement: 'bottom-start' } }}
        >
          {sortOptions.map((option) => (
            <MenuItem key={option} onClick={() => setSort(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography variant="body2" color="text.secondary">
        The list fades and scales in, and fades out before the popup hides.
      </Typography>
    </Stack>
  );
}
