import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 520,
        display: 'flex',
        // A column on phones, a row from the `sm` breakpoint up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          color: 'text.primary',
        }}
      >
        <LocalShippingOutlined />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 'medium' }}>Order 4821 has shipped</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Two parcels, arriving Thursday. We email you when they are out for delivery.
        </Typography>
      </Box>
      <Box
        component="span"
        sx={{
          px: 1,
          py: 0.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          typography: 'caption',
          fontWeight: 'bold',
          whiteSpace: 'nowrap',
        }}
      >
        In transit
      </Box>
    </Box>
  );
}
