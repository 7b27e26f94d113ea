import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#shop">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#outdoor">
        Outdoor
      </Link>
      <Link underline="hover" color="inherit" href="#tents">
        Tents
      </Link>
      <Typography color="text.primary" aria-current="page">
        Ridgeline 2-person tent
      </Typography>
    </Breadcrumbs>
  );
}
