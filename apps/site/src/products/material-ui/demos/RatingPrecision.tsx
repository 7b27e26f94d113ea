import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingPrecision() {
  const [value, setValue] = React.useState<number | null>(2.5);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={3.7} precision={0.5} readOnly size="small" />
        <Typography variant="body2" color="text.secondary">
          3.7 average (shown as 3.5)
        </Typography>
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend">Rate the recipe</FormLabel>
        <Rating
          name="recipe-rating"
          value={value}
          precision={0.5}
          size="large"
          onChange={(_event, newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {value === null ? 'No rating' : `${value} stars`}
        </Typography>
      </FormControl>
    </Stack>
  );
}
