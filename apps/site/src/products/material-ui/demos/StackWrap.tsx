import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'Design systems',
  'Node.js',
  'GraphQL',
  'Testing',
  'Performance',
  'CSS',
];

export default function StackWrap() {
  const [useFlexGap, setUseFlexGap] = React.useState<boolean>(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={useFlexGap} onChange={(_e, checked) => setUseFlexGap(checked)} />}
        label="useFlexGap"
        sx={{ mb: 1 }}
      />
      <Stack
        component="ul"
        aria-label="Skills"
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        sx={{
          flexWrap: 'wrap',
          p: 1.5,
          m: 0,
          listStyle: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip label={skill} size="small" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
