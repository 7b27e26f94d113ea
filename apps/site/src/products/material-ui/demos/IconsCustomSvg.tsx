import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// A brand mark drawn on the standard 24 × 24 grid.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 4C11 4 5 9 5 16c0 1.2.2 2.3.6 3.3L4 21l1.4 1.4 1.7-1.7c1.1.5 2.3.7 3.6.7C17 21.4 20 15 20 4zm-9.3 15.4c-.8 0-1.6-.1-2.3-.4L14 13l-1.4-1.4-6.1 6.1C6.2 17.2 6 16.6 6 16c0-5.4 4.5-9.5 12-9.9-.4 8.4-3 13.3-7.3 13.3z" />
    </SvgIcon>
  );
}

// An icon exported on a 48 × 48 grid: keep its own viewBox.
function BadgeIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M15 25l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="4" />
    </SvgIcon>
  );
}

export default function IconsCustomSvg() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LeafIcon />
        <LeafIcon color="success" fontSize="large" />
        <BadgeIcon color="primary" />
        <BadgeIcon color="primary" fontSize="large" />
      </Stack>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LeafIcon fontSize="small" color="success" />
        Carbon-neutral shipping on this order
      </Typography>
    </Stack>
  );
}
