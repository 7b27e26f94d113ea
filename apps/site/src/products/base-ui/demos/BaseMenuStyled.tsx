import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Trigger = styled(MenuButton)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    padding: theme.spacing(0.5, 1.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    [`&.${menuButtonClasses.expanded}`]: { backgroundColor: palette.action.selected },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
  };
});

const Listbox = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    minWidth: 220,
    margin: theme.spacing(0.5, 0),
    padding: theme.spacing(0.5),
    listStyle: 'none',
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    [`& .${menuItemClasses.root}`]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.spacing(3),
      padding: theme.spacing(0.75, 1.25),
      borderRadius: 8,
      '&:hover, &:focus': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
        outline: 'none',
      },
    },
    '& kbd': { fontFamily: 'inherit', opacity: 0.7 },
  };
});

// The menu is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

const commands = [
  { label: 'Undo', shortcut: 'Ctrl+Z' },
  { label: 'Redo', shortcut: 'Ctrl+Y' },
  { label: 'Find in document', shortcut: 'Ctrl+F' },
  { label: 'Replace', shortcut: 'Ctrl+H' },
];

export default function BaseMenuStyled() {
  const [lastCommand, setLastCommand] = React.useState('None yet');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <Trigger>Edit</Trigger>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{ root: { placement: 'bottom-start' } }}
        >
          {commands.map((command) => (
            <MenuItem key={command.label} onClick={() => setLastCommand(command.label)}>
              {command.label}
              <kbd>{command.shortcut}</kbd>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography variant="body2" color="text.secondary" role="status">
        Last command: {lastCommand}
      </Typography>
    </Stack>
  );
}
