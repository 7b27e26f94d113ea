import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';

const actions = [
  { label: 'Ship', icon: <LocalShippingIcon /> },
  { label: 'Print label', icon: <PrintIcon /> },
  { label: 'Refund', icon: <ReplayIcon /> },
];

export default function UseMediaQueryToolbar() {
  const theme = useTheme();
  // false on the server and during hydration; the real value right after.
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));

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
      {actions.map((action) =>
        isMdUp ? (
          <Button key={action.label} size="small" variant="outlined" startIcon={action.icon}>
            {action.label}
          </Button>
        ) : (
          <Tooltip key={action.label} title={action.label}>
            <IconButton aria-label={action.label}>{action.icon}</IconButton>
          </Tooltip>
        ),
      )}
    </Stack>
  );
}
