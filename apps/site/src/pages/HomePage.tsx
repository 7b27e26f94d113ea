import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { useDocumentHead } from '../layout/useDocumentHead';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { RouterLink } from '../routing/RouterLink';
import { productSummaries } from '../products';
import { HOME_HEAD } from './siteHeads';

export function HomePage() {
  useDocumentHead(HOME_HEAD);
  useNavigationScroll();
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        Documentation for the whole family
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 640 }} color="text.secondary">
        Guides, component references and API pages for every library, in one place.
      </Typography>
      <Grid container spacing={2}>
        {productSummaries.map((product) => (
          <Grid key={product.prefix} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={product.firstPath}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {product.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {product.prefix}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
