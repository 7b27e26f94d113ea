import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';

interface Category {
  id: string;
  label: string;
  value: number;
  items: string[];
}

const categories: Category[] = [
  {
    id: 'bugs',
    label: 'Bugs',
    value: 14,
    items: ['Login loop on Safari', 'Export drops the last row'],
  },
  { id: 'features', label: 'Features', value: 9, items: ['Dark mode for reports', 'Bulk edit'] },
  { id: 'docs', label: 'Docs', value: 5, items: ['Explain API rate limits'] },
];

// A click on a slice, or on the button of the same name, shows that category's open issues.
// The buttons are the way in for keyboard and screen-reader users: the slices are not focusable.
export default function ChartPieClick() {
  const [selected, setSelected] = useState<Category>(categories[0]!);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%', alignItems: 'center' }}
    >
      <PieChart
        width={220}
        height={200}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        series={[
          {
            data: categories.map(({ id, label, value }) => ({ id, label, value })),
            innerRadius: 30,
            highlightScope: { highlighted: 'item', faded: 'global' },
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        onItemClick={(_, { dataIndex }) => setSelected(categories[dataIndex]!)}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Category">
          {categories.map((category) => (
            <Button
              key={category.id}
              size="small"
              variant={category.id === selected.id ? 'contained' : 'outlined'}
              aria-pressed={category.id === selected.id}
              onClick={() => setSelected(category)}
            >
              {category.label} ({category.value})
            </Button>
          ))}
        </Stack>
        <Typography variant="subtitle2" component="p" sx={{ mt: 1.5 }} aria-live="polite">
          Open {selected.label.toLowerCase()}: {selected.value}, most recent first
        </Typography>
        <List dense>
          {selected.items.map((item) => (
            <ListItem key={item}>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
