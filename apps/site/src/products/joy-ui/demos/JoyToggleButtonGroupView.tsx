import * as React from 'react';
import Description from '@mui/icons-material/Description';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type View = 'list' | 'grid';

const invoices = [
  { name: 'INV-2024-031.pdf', size: '84 KB' },
  { name: 'INV-2024-032.pdf', size: '91 KB' },
  { name: 'INV-2024-033.pdf', size: '77 KB' },
  { name: 'INV-2024-034.pdf', size: '102 KB' },
  { name: 'INV-2024-035.pdf', size: '88 KB' },
  { name: 'INV-2024-036.pdf', size: '95 KB' },
];

export default function JoyToggleButtonGroupView() {
  const [view, setView] = React.useState<View>('list');

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography level="title-md">Invoices</Typography>
        <ToggleButtonGroup
          aria-label="Layout"
          size="sm"
          value={view}
          onChange={(_event, newView) => newView && setView(newView)}
        >
          <IconButton value="list" aria-label="List view">
            <ViewList />
          </IconButton>
          <IconButton value="grid" aria-label="Grid view">
            <GridView />
          </IconButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'list' ? (
        <List variant="outlined" size="sm" sx={{ borderRadius: 'sm' }}>
          {invoices.map((file) => (
            <ListItem
              key={file.name}
              endAction={<Typography level="body-xs">{file.size}</Typography>}
            >
              <ListItemDecorator>
                <Description />
              </ListItemDecorator>
              {file.name}
            </ListItem>
          ))}
        </List>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {invoices.map((file) => (
            <Sheet
              key={file.name}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 'sm', width: 140 }}
            >
              <Description color="primary" />
              <Typography level="body-sm">{file.name}</Typography>
              <Typography level="body-xs">{file.size}</Typography>
            </Sheet>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
