import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';

interface Stat {
  label: string;
  value: number;
}

const stats: Stat[] = [
  { label: 'Stars', value: 1204 },
  { label: 'Forks', value: 311 },
  { label: 'Issues', value: 27 },
];

export default function SystemStackDividers() {
  return (
    <Stack
      direction="row"
      divider={<Divider orientation="vertical" flexItem />}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {stats.map((stat) => (
        <Box key={stat.label}>
          <Box sx={{ typography: 'h6' }}>{stat.value.toLocaleString('en')}</Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{stat.label}</Box>
        </Box>
      ))}
    </Stack>
  );
}
