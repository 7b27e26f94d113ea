import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function FabSizesColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="primary" aria-label="Add item, small">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="primary" aria-label="Add item, medium">
          <AddIcon />
        </Fab>
        <Fab color="primary" aria-label="Add item, large">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab color="secondary" aria-label="Edit document">
          <EditIcon />
        </Fab>
        <Fab color="success" aria-label="Add to cart">
          <ShoppingCartIcon />
        </Fab>
        <Fab color="error" aria-label="Save to favourites">
          <FavoriteIcon />
        </Fab>
        <Fab disabled aria-label="Add item, unavailable">
          <AddIcon />
        </Fab>
      </Stack>
    </Stack>
  );
}
