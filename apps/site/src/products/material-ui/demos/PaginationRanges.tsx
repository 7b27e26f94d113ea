import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { label: 'Defaults (siblingCount 1, boundaryCount 1)', props: {} },
  { label: 'siblingCount 0: narrow screens', props: { siblingCount: 0 } },
  { label: 'boundaryCount 2', props: { boundaryCount: 2 } },
  { label: 'First and last buttons', props: { showFirstButton: true, showLastButton: true } },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {examples.map((example) => (
        <div key={example.label}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {example.label}
          </Typography>
          <Pagination count={30} defaultPage={12} aria-label={example.label} {...example.props} />
        </div>
      ))}
    </Stack>
  );
}
