import * as React from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const totalOrders = 236;
const perPage = 20;
const pageCount = Math.ceil(totalOrders / perPage);

// Up to five page numbers centred on the current page.
function visiblePages(page: number): number[] {
  const first = Math.min(Math.max(1, page - 2), Math.max(1, pageCount - 4));
  return Array.from({ length: Math.min(5, pageCount) }, (_, index) => first + index);
}

export default function JoyButtonGroupPager() {
  const [page, setPage] = React.useState<number>(1);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, totalOrders);

  return (
    <Stack component="nav" aria-label="Order history pages" spacing={1.5}>
      <ButtonGroup size="sm" aria-label="Pages">
        <Button
          startDecorator={<KeyboardArrowLeft />}
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          Previous
        </Button>
        {visiblePages(page).map((number) => (
          <Button
            key={number}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            variant={number === page ? 'solid' : 'outlined'}
            color={number === page ? 'primary' : 'neutral'}
            onClick={() => setPage(number)}
            sx={{ minWidth: 40 }}
          >
            {number}
          </Button>
        ))}
        <Button
          endDecorator={<KeyboardArrowRight />}
          disabled={page === pageCount}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </ButtonGroup>
      <Typography level="body-sm" role="status">
        Showing orders {from}–{to} of {totalOrders}
      </Typography>
    </Stack>
  );
}
