import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  sizeKb: number;
  modified: Date;
}

// Only files have rows: the folders on their paths are created by the grid.
const files: FileEntry[] = [
  {
    id: 1,
    path: ['Finance', 'Invoices', 'INV-2031.pdf'],
    sizeKb: 182,
    modified: new Date(2024, 4, 3),
  },
  {
    id: 2,
    path: ['Finance', 'Invoices', 'INV-2032.pdf'],
    sizeKb: 176,
    modified: new Date(2024, 4, 9),
  },
  { id: 3, path: ['Finance', 'Budget 2024.xlsx'], sizeKb: 944, modified: new Date(2024, 3, 22) },
  { id: 4, path: ['Marketing', 'Brand', 'Logo.svg'], sizeKb: 24, modified: new Date(2024, 1, 14) },
  {
    id: 5,
    path: ['Marketing', 'Brand', 'Guidelines.pdf'],
    sizeKb: 5120,
    modified: new Date(2024, 1, 20),
  },
  {
    id: 6,
    path: ['Marketing', 'Spring campaign.pptx'],
    sizeKb: 12800,
    modified: new Date(2024, 2, 8),
  },
  { id: 7, path: ['Team handbook.docx'], sizeKb: 412, modified: new Date(2024, 4, 12) },
];

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const formatSize = (sizeKb: number | undefined) => {
  if (sizeKb === undefined) return '';
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
};

const columns: GridColDef<FileEntry>[] = [
  { field: 'sizeKb', headerName: 'Size', type: 'number', width: 120, valueFormatter: formatSize },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 150,
    valueFormatter: (value: Date | undefined) => (value ? shortDate.format(value) : ''),
  },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 260,
  hideDescendantCount: true,
};

export default function DataGridTreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Shared drive"
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
