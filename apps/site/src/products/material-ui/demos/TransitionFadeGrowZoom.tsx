import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

function Tile({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        width: 120,
        height: 80,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2">{label}</Typography>
    </Paper>
  );
}

export default function TransitionFadeGrowZoom() {
  const [shown, setShown] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(_e, checked) => setShown(checked)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        {/* appear={false}: content that is shown on load does not animate on hydration. */}
        <Fade in={shown} appear={false}>
          <Box>
            <Tile label="Fade" />
          </Box>
        </Fade>
        <Grow in={shown} appear={false} timeout="auto" style={{ transformOrigin: '0 0' }}>
          <Box>
            <Tile label="Grow" />
          </Box>
        </Grow>
        <Zoom in={shown} appear={false} timeout={{ enter: 400, exit: 150 }}>
          <Box>
            <Tile label="Zoom" />
          </Box>
        </Zoom>
      </Box>
    </Box>
  );
}
