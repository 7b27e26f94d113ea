import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface Payout {
  payee: string;
  iban: string;
  amount: number;
  note: string;
}

const payouts: Payout[] = [
  { payee: 'Hearth & Clay', iban: 'NL91 ABNA 0417 1643 00', amount: 2480, note: 'Mugs, batch 2' },
  { payee: 'Nordic Weave', iban: 'DE89 3704 0044 0532 0130 00', amount: 1195.5, note: 'Aprons' },
  { payee: 'Summit Gear', iban: 'FR14 2004 1010 0505 0001 3M02 606', amount: 5320, note: '' },
  { payee: 'Lumen Works', iban: 'IT60 X054 2811 1010 0000 0123 456', amount: 860.75, note: '' },
  { payee: 'Papyrus & Co.', iban: 'ES91 2100 0418 4502 0005 1332', amount: 412.3, note: 'Event' },
];

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const columns: GridColDef<Payout>[] = [
  { field: 'payee', headerName: 'Payee', width: 160 },
  { field: 'iban', headerName: 'IBAN', width: 270 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => twoDecimals.format(value),
  },
  { field: 'note', headerName: 'Internal note', flex: 1, minWidth: 200 },
];

const getRowId = (row: Payout) => row.iban;

export default function DataGridExcelExportButton() {
  const apiRef = useGridApiRef();
  const [exporting, setExporting] = React.useState<boolean>(false);

  const exportForBank = async () => {
    setExporting(true);
    // The bank needs three columns: the internal note stays out of the file.
    await apiRef.current.exportDataAsExcel({
      fileName: 'payouts-2024-05',
      fields: ['payee', 'iban', 'amount'],
    });
    setExporting(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={exportForBank}
          disabled={exporting}
        >
          Export for the bank
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {exporting ? 'Building the workbook…' : 'Payee, IBAN and amount only.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          disableEval
          apiRef={apiRef}
          aria-label="Supplier payouts"
          rows={payouts}
          columns={columns}
          getRowId={getRowId}
        />
      </Box>
    </Stack>
  );
}
