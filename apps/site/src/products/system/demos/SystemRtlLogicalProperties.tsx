import Box from '@mui/material/Box';

function Note({
  dir,
  lang,
  title,
  text,
}: {
  dir: 'ltr' | 'rtl';
  lang: string;
  title: string;
  text: string;
}) {
  return (
    <Box
      dir={dir}
      lang={lang}
      sx={{ flex: '1 1 240px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>dir=&quot;{dir}&quot;</Box>
      {/* Logical properties: start and end follow the direction. */}
      <Box
        sx={{
          borderInlineStart: 4,
          borderColor: 'success.main',
          paddingInlineStart: 1.5,
          textAlign: 'start',
        }}
      >
        <Box sx={{ typography: 'subtitle2' }}>{title}</Box>
        <Box sx={{ typography: 'body2' }}>{text}</Box>
      </Box>
      {/* Physical properties: stay on the left whatever the direction. */}
      <Box
        sx={{
          borderLeft: 4,
          borderColor: 'error.main',
          paddingLeft: 1.5,
          textAlign: 'left',
        }}
      >
        <Box sx={{ typography: 'subtitle2' }}>{title}</Box>
        <Box sx={{ typography: 'body2' }}>{text}</Box>
      </Box>
    </Box>
  );
}

export default function SystemRtlLogicalProperties() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, color: 'text.primary' }}>
      <Note dir="ltr" lang="en" title="Delivery" text="Your order ships tomorrow." />
      <Note dir="rtl" lang="ar" title="التوصيل" text="سيتم شحن طلبك غدًا." />
    </Box>
  );
}
