import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rates = [
  { pair: 'EUR → USD', rate: '1.0842' },
  { pair: 'EUR → GBP', rate: '0.8531' },
  { pair: 'EUR → JPY', rate: '162.17' },
];

export default function BackdropContained() {
  const [refreshing, setRefreshing] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRefresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    timer.current = setTimeout(() => setRefreshing(false), 1200);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', overflow: 'hidden', p: 2, maxWidth: 320 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Exchange rates
        </Typography>
        <Button size="small" onClick={handleRefresh}>
          Refresh
        </Button>
      </Stack>
      <Stack spacing={0.5} aria-busy={refreshing}>
        {rates.map(({ pair, rate }) => (
          <Stack key={pair} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {pair}
            </Typography>
            <Typography variant="body2">{rate}</Typography>
          </Stack>
        ))}
      </Stack>
      {/* position: absolute keeps the backdrop inside the card instead of covering the page. */}
      <Backdrop open={refreshing} sx={{ position: 'absolute', color: 'common.white' }}>
        <CircularProgress color="inherit" size={32} />
      </Backdrop>
    </Paper>
  );
}
