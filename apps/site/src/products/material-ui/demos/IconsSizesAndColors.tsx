import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function IconsSizesAndColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <HomeIcon fontSize="small" />
        <HomeIcon />
        <HomeIcon fontSize="large" />
        <HomeIcon sx={{ fontSize: 48 }} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FavoriteIcon color="primary" />
        <FavoriteIcon color="secondary" />
        <FavoriteIcon color="success" />
        <FavoriteIcon color="warning" />
        <FavoriteIcon color="error" />
        <FavoriteIcon color="action" />
        <FavoriteIcon color="disabled" />
      </Stack>
      <Typography
        variant="h5"
        color="primary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <NotificationsActiveIcon fontSize="inherit" />
        Three new alerts
      </Typography>
    </Stack>
  );
}
