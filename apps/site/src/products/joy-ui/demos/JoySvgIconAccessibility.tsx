import Delete from '@mui/icons-material/Delete';
import Inventory from '@mui/icons-material/Inventory';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

export default function JoySvgIconAccessibility() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 440 }}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {/* Decorative: the text next to it says the same thing, so the icon stays hidden. */}
        <Inventory />
        <Typography level="title-md" sx={{ flex: 1 }}>
          Order #10482
        </Typography>
        {/* Meaningful on its own: SvgIcon gets role="img" and a <title>. */}
        <SvgIcon color="danger" titleAccess="Payment failed">
          <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5M12 16.5v.01" />
          </g>
        </SvgIcon>
        {/* Icon-only control: the label belongs on the button, not on the icon. */}
        <IconButton size="sm" variant="plain" color="danger" aria-label="Delete order 10482">
          <Delete />
        </IconButton>
      </Stack>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        3 items · €214.50 · placed 14 May 2024
      </Typography>
      <Button size="sm" variant="soft" sx={{ mt: 2 }} startDecorator={<Inventory />}>
        Track parcel
      </Button>
    </Sheet>
  );
}
