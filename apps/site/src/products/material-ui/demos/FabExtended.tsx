import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import DirectionsIcon from '@mui/icons-material/Directions';
import PostAddIcon from '@mui/icons-material/PostAdd';

export default function FabExtended() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Fab variant="extended" size="small" color="primary">
        <PostAddIcon sx={{ mr: 1 }} />
        New post
      </Fab>
      <Fab variant="extended" size="medium" color="primary">
        <PostAddIcon sx={{ mr: 1 }} />
        New post
      </Fab>
      <Fab variant="extended" color="primary">
        <PostAddIcon sx={{ mr: 1 }} />
        New post
      </Fab>
      <Fab variant="extended" color="secondary">
        <DirectionsIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
    </Stack>
  );
}
