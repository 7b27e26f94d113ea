import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { PaginationProps } from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';

const directions: Record<string, string> = {
  first: 'First',
  last: 'Last',
  previous: 'Previous',
  next: 'Next',
};

// Names in the reader's words. The current page also gets aria-current="true" from Pagination,
// so the label does not need to say "current".
const getItemAriaLabel: PaginationProps['getItemAriaLabel'] = (type, page) => {
  if (type === 'page') return `Results page ${page}`;
  return `${directions[type]} results page`;
};

export default function PaginationCustomItems() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination
        count={12}
        defaultPage={4}
        shape="rounded"
        aria-label="Search results pages"
        getItemAriaLabel={getItemAriaLabel}
        renderItem={(item) => (
          <PaginationItem slots={{ previous: ArrowBack, next: ArrowForward }} {...item} />
        )}
      />
      <Pagination
        count={12}
        defaultPage={4}
        variant="outlined"
        hidePrevButton
        hideNextButton
        aria-label="Page numbers only"
      />
    </Stack>
  );
}
