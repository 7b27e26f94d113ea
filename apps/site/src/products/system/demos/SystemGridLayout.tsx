import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';

interface Area {
  name: string;
  size: { xs: number; md: number };
}

const areas: Area[] = [
  { name: 'Header', size: { xs: 12, md: 12 } },
  { name: 'Navigation', size: { xs: 12, md: 3 } },
  { name: 'Content', size: { xs: 12, md: 6 } },
  { name: 'Aside', size: { xs: 12, md: 3 } },
];

export default function SystemGridLayout() {
  return (
    <Grid container spacing={2}>
      {areas.map((area) => (
        <Grid key={area.name} size={area.size}>
          <Box sx={{ p: 2, bgcolor: 'action.selected', borderRadius: 1, textAlign: 'center' }}>
            {area.name}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
