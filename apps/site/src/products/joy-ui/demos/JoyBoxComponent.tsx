import * as React from 'react';
import Box from '@mui/joy/Box';

const changes = [
  'Invoices can be exported as CSV.',
  'The search bar remembers your last five queries.',
  'Fixed: dates in reports now follow your time zone.',
];

export default function JoyBoxComponent() {
  const headingId = React.useId();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        maxWidth: 420,
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.surface',
        boxShadow: 'sm',
      }}
    >
      <Box component="h3" id={headingId} sx={{ typography: 'title-lg', m: 0 }}>
        What&apos;s new in 4.2
      </Box>
      <Box
        component="time"
        dateTime="2024-05-14"
        sx={{ display: 'block', typography: 'body-xs', mb: 1.5 }}
      >
        14 May 2024
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, typography: 'body-sm', '& > li + li': { mt: 0.75 } }}
      >
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </Box>
      <Box
        component="a"
        href="#release-notes"
        sx={{
          display: 'inline-block',
          mt: 2,
          typography: 'title-sm',
          color: 'primary.plainColor',
        }}
      >
        Read the full release notes
      </Box>
    </Box>
  );
}
