import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const columns = ['Order ID', 'Customer', 'Order date', 'Total', 'Payment status'];

export default function JoyCheckboxIndeterminate() {
  const [selected, setSelected] = React.useState<string[]>(['Order ID', 'Total']);
  const allChecked = selected.length === columns.length;
  const someChecked = selected.length > 0 && !allChecked;

  // Joy sets aria-checked="mixed" but not the DOM property; keep them in sync.
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = someChecked;
  }, [someChecked]);

  const toggle = (column: string, checked: boolean) =>
    setSelected((current) =>
      checked
        ? columns.filter((item) => item === column || current.includes(item))
        : current.filter((item) => item !== column),
    );

  return (
    <Box>
      <Checkbox
        label="Export all columns"
        checked={allChecked}
        indeterminate={someChecked}
        onChange={(event) => setSelected(event.target.checked ? columns : [])}
        slotProps={{ input: { ref: parentInput } }}
      />
      <Box
        role="group"
        aria-label="Columns to export"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}
      >
        {columns.map((column) => (
          <Checkbox
            key={column}
            size="sm"
            label={column}
            checked={selected.includes(column)}
            onChange={(event) => toggle(column, event.target.checked)}
          />
        ))}
      </Box>
    </Box>
  );
}
