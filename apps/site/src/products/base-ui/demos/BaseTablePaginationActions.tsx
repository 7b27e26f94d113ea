import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';

const builds = Array.from({ length: 42 }, (_, index) => ({
  number: 842 - index,
  branch: ['main', 'release/4.2', 'fix/login-redirect'][index % 3],
  result: index % 7 === 3 ? 'Failed' : 'Passed',
}));

const Table = styled('table')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: '100%',
    borderCollapse: 'collapse',
    color: palette.text.primary,
    '& caption': { ...theme.typography.subtitle2, textAlign: 'start', paddingBottom: 8 },
    '& th, & td': {
      padding: theme.spacing(1),
      borderBottom: `1px solid ${palette.divider}`,
      textAlign: 'start',
    },
  };
});

const Pagination = styled(TablePagination)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    [`& .${classes.toolbar}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: theme.spacing(1, 2),
    },
    [`& .${classes.spacer}`]: { display: 'none' },
    [`& .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.actions}`]: { display: 'flex', gap: theme.spacing(0.5) },
    [`& .${classes.actions} button`]: {
      display: 'inline-flex',
      padding: 4,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.text.primary,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
      '&:disabled': { color: palette.text.disabled, cursor: 'default' },
    },
  };
});

export default function BaseTablePaginationActions() {
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 5;

  return (
    <Table>
      <caption>Build history</caption>
      <thead>
        <tr>
          <th scope="col">Build</th>
          <th scope="col">Branch</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {builds.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((build) => (
          <tr key={build.number}>
            <td>#{build.number}</td>
            <td>{build.branch}</td>
            <td>{build.result}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Pagination
            colSpan={3}
            count={builds.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[]}
            onPageChange={(event, newPage) => setPage(newPage)}
            slotProps={{
              actions: {
                showFirstButton: true,
                showLastButton: true,
                slots: {
                  firstPageIcon: FirstPageIcon,
                  backPageIcon: ChevronLeftIcon,
                  nextPageIcon: ChevronRightIcon,
                  lastPageIcon: LastPageIcon,
                },
              },
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}
