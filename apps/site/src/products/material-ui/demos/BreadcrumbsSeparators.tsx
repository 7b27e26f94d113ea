import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

// The same trail is reused by the three examples below.
const trail = [
  <Link key="account" underline="hover" color="inherit" href="#account">
    Account
  </Link>,
  <Link key="billing" underline="hover" color="inherit" href="#billing">
    Billing
  </Link>,
  <Typography key="current" color="text.primary" aria-current="page">
    Invoices
  </Typography>,
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="Breadcrumb with a text separator">
        {trail}
      </Breadcrumbs>
      <Breadcrumbs
        separator={<NavigateNextIcon fontSize="small" />}
        aria-label="Breadcrumb with an icon separator"
      >
        {trail}
      </Breadcrumbs>
      <Breadcrumbs separator="·" aria-label="Breadcrumb with a home icon">
        <Link
          underline="hover"
          color="inherit"
          href="#home"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <HomeIcon fontSize="inherit" />
          Home
        </Link>
        {trail}
      </Breadcrumbs>
    </Stack>
  );
}
