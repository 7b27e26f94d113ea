import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const trail = [
  { label: 'Store', href: '#store' },
  { label: 'Kitchen', href: '#kitchen' },
  { label: 'Cookware', href: '#cookware' },
];

export default function JoyBreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {trail.map((item) => (
        <Link key={item.href} color="neutral" href={item.href}>
          {item.label}
        </Link>
      ))}
      <Typography aria-current="page">Cast-iron skillet, 26 cm</Typography>
    </Breadcrumbs>
  );
}
