import * as React from 'react';
import GridView from '@mui/icons-material/GridView';
import TableRows from '@mui/icons-material/TableRows';
import ViewTimeline from '@mui/icons-material/ViewTimeline';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const views = [
  { id: 'board', label: 'Board', icon: <GridView /> },
  { id: 'timeline', label: 'Timeline', icon: <ViewTimeline /> },
  { id: 'table', label: 'Table', icon: <TableRows /> },
];

const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyListSizes() {
  const [view, setView] = React.useState<string>('timeline');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs" id={`project-views-${size}`} sx={{ mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List
            size={size}
            variant="outlined"
            aria-labelledby={`project-views-${size}`}
            sx={{ minWidth: 180, borderRadius: 'sm' }}
          >
            {views.map((item) => (
              <ListItem key={item.id}>
                <ListItemButton
                  component="button"
                  selected={view === item.id}
                  color={view === item.id ? 'primary' : 'neutral'}
                  aria-pressed={view === item.id}
                  onClick={() => setView(item.id)}
                >
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
