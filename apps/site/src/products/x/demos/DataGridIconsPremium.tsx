import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Calculate from '@mui/icons-material/Calculate';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import LayersClear from '@mui/icons-material/LayersClear';
import Layers from '@mui/icons-material/Layers';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  rep: string;
  amount: number;
}

const sales: Sale[] = [
  { id: 1, region: 'North', rep: 'Alma', amount: 1200 },
  { id: 2, region: 'North', rep: 'Bruno', amount: 800 },
  { id: 3, region: 'South', rep: 'Chen', amount: 1500 },
  { id: 4, region: 'South', rep: 'Dalia', amount: 650 },
  { id: 5, region: 'West', rep: 'Emeka', amount: 990 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

// Pinning (Pro), grouping and aggregation (Premium) add their own icons to the column menu and
// the group rows; they are slots like the others.
export default function DataGridIconsPremium() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        disableEval
        aria-label="Sales by region"
        rows={sales}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { amount: 'sum' } },
        }}
        hideFooter
        slots={{
          columnMenuPinLeftIcon: FirstPage,
          columnMenuPinRightIcon: LastPage,
          columnMenuGroupIcon: Layers,
          columnMenuUngroupIcon: LayersClear,
          columnMenuAggregationIcon: Calculate,
          groupingCriteriaExpandIcon: ChevronRight,
          groupingCriteriaCollapseIcon: ExpandMore,
          filterPanelAddIcon: AddCircleOutline,
        }}
      />
    </Box>
  );
}
