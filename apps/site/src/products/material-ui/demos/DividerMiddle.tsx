import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Trail running shoes', amount: '€129.00' },
  { label: 'Merino socks (2 pairs)', amount: '€24.00' },
  { label: 'Shipping', amount: '€4.90' },
];

export default function DividerMiddle() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Order summary
        </Typography>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography variant="body2">{line.amount}</Typography>
          </Stack>
        ))}
      </Box>
      {/* variant="middle" leaves a margin on both sides, so the line stops short of the border. */}
      <Divider variant="middle" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', p: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Total
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          €157.90
        </Typography>
      </Stack>
    </Paper>
  );
}
