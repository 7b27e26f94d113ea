import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const features = ['Up to 10 team members', 'Unlimited projects', 'Priority email support'];

export default function TypographyPricing() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 320, p: 3 }}>
      <Typography variant="overline" component="h3" color="primary">
        Team plan
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h3" component="p">
          €24
        </Typography>
        <Typography variant="body2" color="text.secondary">
          per user / month
        </Typography>
      </Stack>
      <Typography variant="body2" color="success" gutterBottom>
        Save 20% with yearly billing
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 2 }}>
        {features.map((feature) => (
          <Stack key={feature} component="li" direction="row" spacing={1}>
            <CheckIcon fontSize="small" color="primary" />
            <Typography variant="body2">{feature}</Typography>
          </Stack>
        ))}
      </Stack>
      <Button variant="contained" fullWidth>
        Start 14-day trial
      </Button>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        No card needed. Prices exclude VAT.
      </Typography>
    </Paper>
  );
}
