import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, getGridNumericOperators } from '@mui/x-data-grid';
import type { GridColDef, GridFilterInputValueProps, GridFilterOperator } from '@mui/x-data-grid';

interface Bike {
  id: number;
  model: string;
  type: string;
  price: number;
}

const bikes: Bike[] = [
  { id: 1, model: 'Commuter 3', type: 'City', price: 649 },
  { id: 2, model: 'Ridgeline', type: 'Mountain', price: 1890 },
  { id: 3, model: 'Tempo SL', type: 'Road', price: 2450 },
  { id: 4, model: 'Errand Cargo', type: 'Cargo', price: 3100 },
  { id: 5, model: 'Fold 16', type: 'Folding', price: 980 },
  { id: 6, model: 'Gravelmaster', type: 'Gravel', price: 1420 },
];

type Range = [number | undefined, number | undefined];

// The operator's input: two number fields that write a [from, to] pair into the filter item.
// An empty field leaves that end of the range open.
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to] = (Array.isArray(item.value) ? item.value : [undefined, undefined]) as Range;
  const update = (at: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[at] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Stack>
  );
}

const between: GridFilterOperator<Bike, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value ?? []) as Range;
    if (from === undefined && to === undefined) return null;
    return (value) => (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} – ${value?.[1] ?? '…'}`,
};

const columns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  { field: 'type', headerName: 'Type', width: 110 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    // The built-in number operators, with "between" first.
    filterOperators: [between, ...getGridNumericOperators()],
  },
];

export default function DataGridFilterCustomOperator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        disableEval
        aria-label="Bikes"
        rows={bikes}
        columns={columns}
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'price', operator: 'between', value: [900, 2000] }],
            },
          },
        }}
      />
    </Box>
  );
}
