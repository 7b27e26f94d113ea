import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="overline" component="p">
        Variant and shape
      </Typography>
      <Pagination count={8} aria-label="Text, circular" />
      <Pagination count={8} variant="outlined" aria-label="Outlined, circular" />
      <Pagination count={8} variant="outlined" shape="rounded" aria-label="Outlined, rounded" />
      <Typography variant="overline" component="p">
        Colour and size
      </Typography>
      <Pagination count={8} color="primary" size="small" aria-label="Primary, small" />
      <Pagination
        count={8}
        color="secondary"
        variant="outlined"
        size="large"
        aria-label="Secondary, large"
      />
      <Pagination count={8} disabled aria-label="Disabled" />
    </Stack>
  );
}
