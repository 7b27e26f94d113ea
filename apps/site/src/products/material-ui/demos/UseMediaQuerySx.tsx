import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';

const actions = [
  { label: 'Ship', icon: <LocalShippingIcon /> },
  { label: 'Print label', icon: <PrintIcon /> },
  { label: 'Refund', icon: <ReplayIcon /> },
];

export default function UseMediaQuerySx() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        minHeight: 48,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography sx={{ flexGrow: 1 }}>Order #10482</Typography>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          aria-label={action.label}
          startIcon={action.icon}
          sx={{
            // The CSS media query decides, so the prerendered HTML is already right.
            minWidth: { xs: 40, md: 64 },
            '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
          }}
        >
          <Typography
            component="span"
            variant="inherit"
            sx={{ display: { xs: 'none', md: 'inline' } }}
          >
            {action.label}
          </Typography>
        </Button>
      ))}
    </Stack>
  );
}
