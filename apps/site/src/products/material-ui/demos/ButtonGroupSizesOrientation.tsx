import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const zoomActions = ['Zoom out', 'Fit', 'Zoom in'];

export default function ButtonGroupSizesOrientation() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Zoom (${size})`}>
            {zoomActions.map((action) => (
              <Button key={action}>{action}</Button>
            ))}
          </ButtonGroup>
        ))}
      </Stack>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Move layer">
        <Button>Bring to front</Button>
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
        <Button>Send to back</Button>
      </ButtonGroup>
    </Stack>
  );
}
