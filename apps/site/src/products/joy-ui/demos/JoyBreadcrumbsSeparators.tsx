import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const rows = [
  { size: 'sm', separator: '›' },
  { size: 'md', separator: <ChevronRightRounded /> },
  { size: 'lg', separator: '·' },
] as const;

export default function JoyBreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Breadcrumbs
          key={row.size}
          size={row.size}
          separator={row.separator}
          aria-label={`Breadcrumb, size ${row.size}`}
        >
          <Link color="neutral" href="#settings" startDecorator={<HomeRounded />}>
            Settings
          </Link>
          <Link color="neutral" href="#settings-team">
            Team
          </Link>
          <Typography aria-current="page">Roles and permissions</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
