import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { useState } from 'react';

interface Station {
  id: number;
  city: string;
  temperature: number;
  wind: number;
}

const stations: Station[] = [
  { id: 1, city: 'Reykjavík', temperature: 4, wind: 38 },
  { id: 2, city: 'Nairobi', temperature: 22, wind: 12 },
  { id: 3, city: 'Montevideo', temperature: 15, wind: 21 },
  { id: 4, city: 'Hanoi', temperature: 29, wind: 9 },
  { id: 5, city: 'Tromsø', temperature: -3, wind: 27 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function DataGridOverlayLoading() {
  const [variant, setVariant] = useState<GridLoadingOverlayVariant>('skeleton');
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Loading overlay"
          value={variant}
          onChange={(_, value: GridLoadingOverlayVariant | null) => value && setVariant(value)}
        >
          <ToggleButton value="skeleton">Skeleton</ToggleButton>
          <ToggleButton value="linear-progress">Linear</ToggleButton>
          <ToggleButton value="circular-progress">Circular</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
          label="No rows yet"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          disableEval
          aria-label="Weather stations"
          rows={empty ? [] : stations}
          columns={columns}
          loading={loading}
          hideFooter
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
        />
      </Box>
    </Stack>
  );
}
