import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingBasic() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={4} readOnly />
        <Typography variant="body2" color="text.secondary">
          4.0 from 128 reviews
        </Typography>
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend">Your rating</FormLabel>
        <Rating
          name="product-rating"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {value === null ? 'Not rated yet' : `You gave ${value} out of 5`}
        </Typography>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Rating (available after delivery)</FormLabel>
        <Rating name="locked-rating" value={null} disabled />
      </FormControl>
    </Stack>
  );
}
