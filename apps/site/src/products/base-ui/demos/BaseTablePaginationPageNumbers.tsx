import * as React from 'react';
import {
  TablePagination,
  tablePaginationClasses as classes,
  type TablePaginationActionsSlotProps,
} from '@mui/base/TablePagination';
import { styled } from '@mui/material/styles';

const members = [
  { name: 'Ada Byrne', role: 'Owner' },
  { name: 'Bo Lindqvist', role: 'Admin' },
  { name: 'Carmen Vidal', role: 'Editor' },
  { name: 'Dev Patel', role: 'Editor' },
  { name: 'Elif Demir', role: 'Viewer' },
  { name: 'Femi Adeyemi', role: 'Editor' },
  { name: 'Greta Kaur', role: 'Viewer' },
  { name: 'Hugo Lambert', role: 'Viewer' },
  { name: 'Ivy Chen', role: 'Admin' },
  { name: 'Jonas Weber', role: 'Viewer' },
  { name: 'Kira Ivanova', role: 'Editor' },
];

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

const Pagination = styled(TablePagination)(({ theme }) => ({
  [`& .${classes.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1, 2),
  },
  [`& .${classes.spacer}`]: { display: 'none' },
  [`& .${classes.displayedRows}`]: { margin: 0 },
  [`& .${classes.actions}`]: { display: 'flex', gap: theme.spacing(0.5) },
}));

const PageButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    minWidth: 32,
    height: 32,
    border: `1px solid ${palette.divider}`,
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
  };
});

// Replaces the default previous and next buttons: one button per page.
function PageNumbers({
  className,
  count,
  page,
  rowsPerPage,
  onPageChange,
}: TablePaginationActionsSlotProps) {
  const pageCount = Math.ceil(count / rowsPerPage);
  return (
    <div className={className} role="group" aria-label="Pages">
      {Array.from({ length: pageCount }, (_, index) => (
        <PageButton
          key={index}
          type="button"
          aria-current={index === page ? 'page' : undefined}
          onClick={(event) => onPageChange(event, index)}
        >
          {index + 1}
        </PageButton>
      ))}
    </div>
  );
}

export default function BaseTablePaginationPageNumbers() {
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 4;

  return (
    <Table>
      <caption>Workspace members</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
        </tr>
      </thead>
      <tbody>
        {members.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((member) => (
          <tr key={member.name}>
            <td>{member.name}</td>
            <td>{member.role}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Pagination
            colSpan={2}
            count={members.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[]}
            onPageChange={(event, newPage) => setPage(newPage)}
            slots={{ actions: PageNumbers }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}
