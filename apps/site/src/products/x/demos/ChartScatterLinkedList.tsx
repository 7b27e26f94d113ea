import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { HighlightItemData } from '@mui/x-charts/context';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useState } from 'react';

const cars = [
  { id: 0, name: 'Volta S', x: 32, y: 410 },
  { id: 1, name: 'Kestrel EV', x: 41, y: 480 },
  { id: 2, name: 'Nordik 4', x: 55, y: 560 },
  { id: 3, name: 'Citylink', x: 24, y: 290 },
  { id: 4, name: 'Arc GT', x: 78, y: 620 },
];

// The highlight is shared: pointing at a dot highlights its car in the list, and focusing or
// pointing at a car in the list highlights its dot. The list is the way in for the keyboard.
export default function ChartScatterLinkedList() {
  const [highlighted, setHighlighted] = useState<HighlightItemData | null>(null);
  const highlight = (dataIndex: number | null) =>
    setHighlighted(dataIndex === null ? null : { seriesId: 'cars', dataIndex });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%', alignItems: 'center' }}
    >
      <ScatterChart
        width={300}
        height={260}
        margin={{ left: 60, right: 10, top: 10, bottom: 50 }}
        xAxis={[{ label: 'Price (€ thousand)', min: 20, max: 80 }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} km`, min: 250, max: 650 }]}
        series={[
          {
            id: 'cars',
            label: 'Range',
            data: cars,
            markerSize: 7,
            highlightScope: { highlighted: 'item', faded: 'global' },
            valueFormatter: (point) =>
              `${cars[point.id as number]!.name}: €${point.x}k, ${point.y} km`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        voronoiMaxRadius={30}
        slotProps={{ legend: { hidden: true } }}
      />
      <List dense aria-label="Electric cars" sx={{ minWidth: 200 }}>
        {cars.map((car) => (
          <ListItem key={car.id} disablePadding>
            <ListItemButton
              selected={highlighted?.dataIndex === car.id}
              onMouseEnter={() => highlight(car.id)}
              onFocus={() => highlight(car.id)}
              onMouseLeave={() => highlight(null)}
              onBlur={() => highlight(null)}
            >
              <ListItemText primary={car.name} secondary={`€${car.x}k · ${car.y} km`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
