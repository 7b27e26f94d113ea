import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

function PlusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
    </SvgIcon>
  );
}

export default function ButtonIconsAndState() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" startIcon={<PlusIcon />} onClick={() => setCount((c) => c + 1)}>
        Add item
      </Button>
      <IconButton aria-label="Add one item" color="primary" onClick={() => setCount((c) => c + 1)}>
        <PlusIcon />
      </IconButton>
      <Button variant="text" disabled={count === 0} onClick={() => setCount(0)}>
        Reset
      </Button>
      <span role="status">{count} items</span>
    </Stack>
  );
}
