import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import VerticalAlignBottom from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function JoyButtonGroupVertical() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <ButtonGroup
        orientation="vertical"
        aria-label="Move the selected track"
        sx={{ '& > button': { justifyContent: 'flex-start' } }}
      >
        <Button startDecorator={<VerticalAlignTop />}>Move to top</Button>
        <Button startDecorator={<ArrowUpward />}>Move up</Button>
        <Button startDecorator={<ArrowDownward />}>Move down</Button>
        <Button startDecorator={<VerticalAlignBottom />}>Move to bottom</Button>
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="soft"
        color="primary"
        sx={{ width: 200 }}
        aria-label="Playlist actions"
      >
        <Button>Play next</Button>
        <Button>Add to queue</Button>
        <Button>Download</Button>
      </ButtonGroup>
    </Stack>
  );
}
