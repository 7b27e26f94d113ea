import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid-pro';
import type { DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface WorkItem {
  id: number;
  path: string[];
  owner: string;
  points: number;
}

const workItems: WorkItem[] = [
  { id: 1, path: ['Checkout redesign'], owner: 'Priya Raman', points: 21 },
  {
    id: 2,
    path: ['Checkout redesign', 'Address autocomplete'],
    owner: 'Kenji Watanabe',
    points: 5,
  },
  { id: 3, path: ['Checkout redesign', 'Saved payment methods'], owner: 'Lucas Moreau', points: 8 },
  {
    id: 4,
    path: ['Checkout redesign', 'Order summary sidebar'],
    owner: 'Sofia Lindqvist',
    points: 3,
  },
  { id: 5, path: ['Billing migration'], owner: 'Tom Becker', points: 34 },
  {
    id: 6,
    path: ['Billing migration', 'Export invoices from legacy system'],
    owner: 'Tom Becker',
    points: 13,
  },
  { id: 7, path: ['Billing migration', 'Payment webhooks'], owner: 'Lucas Moreau', points: 8 },
  {
    id: 8,
    path: ['Billing migration', 'Payment webhooks', 'Retry failed webhooks'],
    owner: 'Elena Rossi',
    points: 3,
  },
  { id: 9, path: ['Search improvements'], owner: 'Elena Rossi', points: 13 },
  { id: 10, path: ['Search improvements', 'Typo tolerance'], owner: 'Marcus Reid', points: 5 },
];

const columns: GridColDef<WorkItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 170 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

const getTreeDataPath: DataGridProProps<WorkItem>['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Work item',
  flex: 1,
  minWidth: 280,
};

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function DataGridTreeDataFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState<boolean>(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={topLevelOnly} onChange={(_event, checked) => setTopLevelOnly(checked)} />
        }
        label="Filter and sort top-level items only"
      />
      <Box sx={{ height: 480 }}>
        <DataGridPro
          disableEval
          aria-label="Roadmap"
          treeData
          rows={workItems}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          disableChildrenSorting={topLevelOnly}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['webhooks'] } } }}
        />
      </Box>
    </Box>
  );
}
