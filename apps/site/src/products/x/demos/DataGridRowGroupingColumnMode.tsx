import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

type ColumnMode = DataGridPremiumProps['rowGroupingColumnMode'];

interface Sale {
  id: number;
  region: string;
  country: string;
  rep: string;
  deals: number;
}

const markets = [
  { region: 'Europe', country: 'Germany' },
  { region: 'Europe', country: 'France' },
  { region: 'Europe', country: 'Netherlands' },
  { region: 'Americas', country: 'Canada' },
  { region: 'Americas', country: 'Brazil' },
  { region: 'Asia Pacific', country: 'Japan' },
  { region: 'Asia Pacific', country: 'Australia' },
];
const reps = ['Amara Okafor', 'Lucas Moreau', 'Priya Raman', 'Tom Becker', 'Elena Rossi'];
const pick = <T,>(list: readonly T[], index: number) => list[index % list.length] as T;

const sales: Sale[] = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  ...pick(markets, index),
  rep: pick(reps, index * 5),
  deals: ((index * 13) % 9) + 1,
}));

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 160 },
  { field: 'deals', headerName: 'Deals closed', type: 'number', width: 130 },
];

export default function DataGridRowGroupingColumnMode() {
  const [mode, setMode] = React.useState<ColumnMode>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: ColumnMode | null) => value && setMode(value)}
        aria-label="Grouping columns"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">One grouping column</ToggleButton>
        <ToggleButton value="multiple">One per field</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          disableEval
          aria-label="Deals by region and country"
          rows={sales}
          columns={columns}
          rowGroupingColumnMode={mode}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            // The grouping columns already show region and country.
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Box>
  );
}
