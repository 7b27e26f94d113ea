import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

const rtlFlag = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

const orders = [
  ['#1042', 'قيد التجهيز'],
  ['#1041', 'تم الشحن'],
  ['#1040', 'تم التسليم'],
  ['#1039', 'تم التسليم'],
  ['#1038', 'ملغى'],
  ['#1037', 'تم التسليم'],
];

export default function SystemRtlOrderList() {
  const [page, setPage] = React.useState(1);
  const visible = orders.slice((page - 1) * 2, page * 2);

  return (
    <ThemeProvider theme={rtlFlag}>
      <Box dir="rtl" lang="ar" sx={{ maxWidth: 340, color: 'text.primary' }}>
        <Button sx={{ gap: 1 }}>
          {/* Icons are images: neither dir nor RtlProvider mirrors them. */}
          <ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          رجوع
        </Button>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {visible.map(([id, status]) => (
            <Box
              component="li"
              key={id}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                py: 1,
                paddingInlineStart: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <span>الطلب {id}</span>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {status}
              </Box>
            </Box>
          ))}
        </Box>
        <Pagination
          count={3}
          page={page}
          onChange={(_event, value) => setPage(value)}
          getItemAriaLabel={(type, value) =>
            type === 'page'
              ? `الصفحة ${value}`
              : type === 'next'
                ? 'الصفحة التالية'
                : 'الصفحة السابقة'
          }
        />
      </Box>
    </ThemeProvider>
  );
}
