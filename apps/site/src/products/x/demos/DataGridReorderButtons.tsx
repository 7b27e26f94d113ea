import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { useState } from 'react';

interface Step {
  id: number;
  step: string;
}

const initialSteps: Step[] = [
  { id: 1, step: 'Check the invoice against the order' },
  { id: 2, step: 'Ask the budget holder to approve' },
  { id: 3, step: 'Enter the invoice in the ledger' },
  { id: 4, step: 'Schedule the payment' },
];

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

// Dragging needs a pointer. The up and down buttons do the same with the keyboard, and are
// what a screen-reader user can find and use.
export default function DataGridReorderButtons() {
  const [steps, setSteps] = useState(initialSteps);

  const columns: GridColDef<Step>[] = [
    { field: 'step', headerName: 'Approval step', flex: 1, minWidth: 200 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Move',
      width: 100,
      getActions: ({ row }) => {
        const index = steps.findIndex((step) => step.id === row.id);
        return [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpward />}
            label={`Move “${row.step}” up`}
            disabled={index === 0}
            onClick={() => setSteps((current) => move(current, index, index - 1))}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownward />}
            label={`Move “${row.step}” down`}
            disabled={index === steps.length - 1}
            onClick={() => setSteps((current) => move(current, index, index + 1))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Approval steps"
        rows={steps}
        columns={columns}
        rowReordering
        onRowOrderChange={({ oldIndex, targetIndex }: GridRowOrderChangeParams) =>
          setSteps((current) => move(current, oldIndex, targetIndex))
        }
        hideFooter
      />
    </Box>
  );
}
