import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface Label {
  id: number;
  name: string;
}

const initialLabels: Label[] = [
  { id: 1, name: 'bug' },
  { id: 2, name: 'documentation' },
  { id: 3, name: 'good first issue' },
  { id: 4, name: 'performance' },
];

export default function ChipDeletable() {
  const [labels, setLabels] = React.useState<Label[]>(initialLabels);

  const handleDelete = (id: number) => () => {
    setLabels((current) => current.filter((label) => label.id !== id));
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => (
          <Chip key={label.id} label={label.name} onDelete={handleDelete(label.id)} />
        ))}
        {labels.length === 0 && <span>No labels</span>}
      </Stack>
      <Button size="small" onClick={() => setLabels(initialLabels)}>
        Restore labels
      </Button>
    </Stack>
  );
}
