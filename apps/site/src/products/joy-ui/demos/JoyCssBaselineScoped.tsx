import * as React from 'react';
import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function Sample() {
  return (
    <React.Fragment>
      <p style={{ marginTop: 0 }}>
        Plain HTML: a paragraph with <b>bold words</b> and a list.
      </p>
      <ul style={{ marginBottom: 0 }}>
        <li>Font family and size</li>
        <li>Line height and colour</li>
      </ul>
    </React.Fragment>
  );
}

const panel = { flex: '1 1 220px', p: 2, border: '1px solid', borderColor: 'divider' };

export default function JoyCssBaselineScoped() {
  return (
    <Box sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Inherited from the page
        </Typography>
        <Box sx={panel}>
          <Sample />
        </Box>
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Inside ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline sx={panel}>
          <Sample />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
