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
    minWidth: 200,
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
    [`& .${menuItemClasses.disabled}`]: { color: palette.text.disabled },
  };
});

// The menu is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

export default function BaseMenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [exporting, setExporting] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('No export yet.');
  const busy = React.useRef(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const startExport = (format: string) => () => {
    busy.current = true; // onOpenChange runs right after this handler, before any re-render
    setExporting(format);
    timer.current = setTimeout(() => {
      busy.current = false;
      setExporting(null);
      setOpen(false);
      setMessage(`orders-may-2024.${format} is ready to download.`);
    }, 1500);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          if (!busy.current) setOpen(isOpen);
        }}
      >
        <Trigger>Export orders</Trigger>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{ root: { placement: 'bottom-start' } }}
        >
          {['csv', 'xlsx', 'pdf'].map((format) => (
            <MenuItem key={format} disabled={exporting !== null} onClick={startExport(format)}>
              {exporting === format ? `Preparing ${format.toUpperCase()}…` : format.toUpperCase()}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography variant="body2" color="text.secondary" role="status">
        {exporting ? 'Export in progress…' : message}
      </Typography>
    </Stack>
  );
}
