import * as React from 'react';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'Okay',
  4: 'Good',
  5: 'Excellent',
};

function getLabelText(value: number): string {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}

export default function RatingOrderFeedback() {
  const [value, setValue] = React.useState<number | null>(null);
  const [hover, setHover] = React.useState<number>(-1);
  const [sent, setSent] = React.useState<boolean>(false);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="subtitle2">Order #40213, delivered on 12 March</Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Ceramic pour-over set, 2 items
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">How was your delivery?</FormLabel>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Rating
            name="delivery-rating"
            value={value}
            getLabelText={getLabelText}
            onChange={(_event, newValue) => {
              setValue(newValue);
              setSent(false);
            }}
            onChangeActive={(_event, newHover) => setHover(newHover)}
            emptyIcon={<StarIcon sx={{ opacity: 0.4 }} fontSize="inherit" />}
          />
          <Typography variant="body2" sx={{ minWidth: 80 }}>
            {shown !== null ? labels[shown] : 'Not rated'}
          </Typography>
        </Stack>
      </FormControl>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          disabled={value === null}
          onClick={() => setSent(true)}
        >
          Send feedback
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {sent ? 'Thanks, your rating was sent.' : ''}
        </Typography>
      </Stack>
    </Box>
  );
}
