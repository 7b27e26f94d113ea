import Box from '@mui/material/Box';

export default function SystemBoxSx() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
        maxWidth: 360,
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'fontWeightBold',
        }}
        aria-hidden
      >
        42
      </Box>
      <Box>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'fontWeightMedium' }}>Open tickets</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Down 12% from last week</Box>
      </Box>
    </Box>
  );
}
