import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  account: string;
  balance: number;
  overdue: boolean;
}

const accounts: Account[] = [
  { id: 1, account: 'Harbour Cafe', balance: 1240.5, overdue: false },
  { id: 2, account: 'Linden Dental', balance: -310, overdue: true },
  { id: 3, account: 'North Star Yoga', balance: 0, overdue: false },
  { id: 4, account: 'Pellworm Bakery', balance: -85.2, overdue: true },
  { id: 5, account: 'Quarry Climbing', balance: 560, overdue: false },
  { id: 6, account: 'Rivet Bikes', balance: 2310, overdue: false },
];

const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  signDisplay: 'exceptZero',
});

const columns: GridColDef<Account>[] = [
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 150 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 130,
    // The sign is in the text, so the colour is a second cue, not the only one.
    valueFormatter: (value: number) => money.format(value),
    cellClassName: ({ value }) => ((value as number) < 0 ? 'balance--negative' : ''),
  },
  {
    field: 'overdue',
    headerName: 'Status',
    width: 110,
    valueFormatter: (value: boolean) => (value ? 'Overdue' : 'Paid'),
  },
];

export default function DataGridStylingConditional() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Customer balances"
        rows={accounts}
        columns={columns}
        hideFooter
        // Zebra stripes, counted on the current page so they survive sorting and paging.
        getRowClassName={({ indexRelativeToCurrentPage, row }) =>
          [
            indexRelativeToCurrentPage % 2 ? 'row--odd' : '',
            row.overdue ? 'row--overdue' : '',
          ].join(' ')
        }
        sx={(theme) => {
          const { palette } = theme.vars ?? theme;
          return {
            [`& .${gridClasses.row}.row--odd`]: { backgroundColor: palette.action.hover },
            [`& .${gridClasses.row}.row--overdue`]: {
              boxShadow: `inset 4px 0 ${palette.warning.main}`,
            },
            '& .balance--negative': {
              color: palette.error.dark,
              fontWeight: 600,
              ...theme.applyStyles('dark', { color: palette.error.light }),
            },
          };
        }}
      />
    </Box>
  );
}
