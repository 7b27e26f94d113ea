import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { useDocumentHead } from '../layout/useDocumentHead';
import { visuallyHidden } from '../layout/visuallyHidden';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { RouterLink } from '../routing/RouterLink';
import { productSummaries } from '../products';
import { productVersions } from '../versions';
import { frontDoorCards, type FrontDoorCard } from './homeProducts';
import { HOME_HEAD } from './siteHeads';

const cards = frontDoorCards(productSummaries, productVersions);

const listReset = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * One product: its name and version, what it is for, and a link per section. Nothing in the card
 * is clickable but its links, so each has one name ("Components for Joy UI") and none nests.
 */
function ProductCard({ card }: { card: FrontDoorCard }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {card.name}
          </Typography>
          {card.version && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
            >
              <Box component="span" sx={visuallyHidden}>
                Version{' '}
              </Box>
              {card.version}
            </Typography>
          )}
        </Box>
        {card.summary && (
          <Typography variant="body2" color="text.secondary">
            {card.summary}
          </Typography>
        )}
        <Box
          component="ul"
          sx={{
            ...listReset,
            mt: 'auto',
            pt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            // Links in the theme's colour, each at least 24 px tall to tap.
            '& a': {
              display: 'inline-block',
              py: 0.25,
              color: 'primary.main',
              textUnderlineOffset: '0.2em',
            },
          }}
        >
          {card.links.map((link) => (
            <Typography key={link.section} component="li" variant="body2" fontWeight={500}>
              <RouterLink to={link.href}>
                {link.label}
                <Box component="span" sx={visuallyHidden}>
                  {` for ${card.name}`}
                </Box>
              </RouterLink>
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

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
      <Grid container spacing={2} component="ul" sx={listReset}>
        {cards.map((card) => (
          <Grid key={card.prefix} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ProductCard card={card} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
