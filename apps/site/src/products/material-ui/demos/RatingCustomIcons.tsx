import * as React from 'react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';

function heartLabel(value: number): string {
  return `${value} heart${value === 1 ? '' : 's'}`;
}

export default function RatingCustomIcons() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">How much did you enjoy the workshop?</FormLabel>
      <Rating
        name="workshop-hearts"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        getLabelText={heartLabel}
        emptyLabelText="No hearts"
        icon={<FavoriteIcon fontSize="inherit" />}
        emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        sx={{
          '& .MuiRating-iconFilled': { color: 'error.main' },
          '& .MuiRating-iconHover': { color: 'error.dark' },
        }}
      />
    </FormControl>
  );
}
