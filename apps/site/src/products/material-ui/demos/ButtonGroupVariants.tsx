import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label="Calendar navigation">
        <Button>Previous</Button>
        <Button>Today</Button>
        <Button>Next</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Invoice actions">
        <Button>Send</Button>
        <Button>Download PDF</Button>
        <Button>Duplicate</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" color="secondary" aria-label="Message actions">
        <Button>Reply</Button>
        <Button>Reply all</Button>
        <Button>Forward</Button>
      </ButtonGroup>
    </Stack>
  );
}
