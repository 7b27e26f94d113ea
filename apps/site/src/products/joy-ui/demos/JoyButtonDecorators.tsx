import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

export default function JoyButtonDecorators() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button startDecorator={<Add />}>New project</Button>
      <Button variant="soft" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<Download />}
        endDecorator={
          <Chip size="sm" variant="soft" color="neutral">
            PDF
          </Chip>
        }
      >
        Invoice INV-2041
      </Button>
      <IconButton variant="soft" color="danger" aria-label="Delete invoice INV-2041">
        <Delete />
      </IconButton>
    </Stack>
  );
}
