import * as React from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type View = 'list' | 'grid';

const projects = [
  { name: 'Website redesign', owner: 'Priya', status: 'In progress' },
  { name: 'Quarterly report', owner: 'Tomás', status: 'In review' },
  { name: 'Onboarding emails', owner: 'Mei', status: 'Done' },
  { name: 'Mobile app beta', owner: 'Jonas', status: 'Planned' },
];

export default function ToggleButtonViewMode() {
  const [view, setView] = React.useState<View>('list');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, value: View | null) => {
    if (value !== null) setView(value);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">Projects</Typography>
        <ToggleButtonGroup
          size="small"
          value={view}
          exclusive
          onChange={handleChange}
          aria-label="Project view"
        >
          <ToggleButton value="list" aria-label="List view">
            <ViewListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grid view">
            <GridViewIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: view === 'grid' ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
        }}
      >
        {projects.map((project) => (
          <Box
            component="li"
            key={project.name}
            sx={{
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              display: 'flex',
              flexDirection: view === 'grid' ? 'column' : 'row',
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="subtitle2">{project.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${project.owner} · ${project.status}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
