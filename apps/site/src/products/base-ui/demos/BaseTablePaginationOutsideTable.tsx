import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const files = [
  'brand-guidelines.pdf',
  'q3-forecast.xlsx',
  'onboarding-checklist.docx',
  'logo-final.svg',
  'meeting-notes-0412.md',
  'pricing-v2.key',
  'support-macros.csv',
  'roadmap-2025.pdf',
];

const FileList = styled('ul')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: palette.text.primary,
    '& li': { padding: theme.spacing(1), borderBottom: `1px solid ${palette.divider}` },
  };
});

const Pagination = styled(TablePagination)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    color: palette.text.primary,
    [`& .${classes.toolbar}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: theme.spacing(1, 2),
    },
    [`& .${classes.spacer}`]: { display: 'none' },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.select}, & .${classes.actions} button`]: {
      font: 'inherit',
      padding: theme.spacing(0.25, 0.75),
      border: `1px solid ${palette.divider}`,
      borderRadius: 6,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    [`& .${classes.actions}`]: { display: 'flex', gap: theme.spacing(0.5) },
    [`& .${classes.actions} button:disabled`]: { color: palette.text.disabled },
  };
});

export default function BaseTablePaginationOutsideTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(3);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <FileList aria-label="Shared files">
        {files.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((file) => (
          <li key={file}>{file}</li>
        ))}
      </FileList>
      <Pagination
        slots={{ root: 'div' }}
        count={files.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[3, 6]}
        labelRowsPerPage="Files per page:"
        onPageChange={(event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Stack>
  );
}
