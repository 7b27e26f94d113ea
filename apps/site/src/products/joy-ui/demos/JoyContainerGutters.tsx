import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Container from '@mui/joy/Container';
import Typography from '@mui/joy/Typography';

const trips = [
  { name: 'Lakeside loop', length: '6 km', color: 'primary' },
  { name: 'Pine ridge', length: '11 km', color: 'success' },
  { name: 'Old quarry', length: '4 km', color: 'warning' },
  { name: 'Summit path', length: '15 km', color: 'danger' },
] as const;

export default function JoyContainerGutters() {
  return (
    <Box
      sx={{ width: '100%', minWidth: 0, bgcolor: 'background.level1', borderRadius: 'sm', py: 2 }}
    >
      <Container>
        <Typography level="title-lg" component="h3">
          Popular trips
        </Typography>
        <Typography level="body-sm" sx={{ mb: 1.5 }}>
          Scroll sideways for more.
        </Typography>
      </Container>
      <Container disableGutters>
        <Box
          component="ul"
          aria-label="Popular trips"
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 1.5,
            m: 0,
            px: { xs: 2, sm: 3 },
            py: 0.5,
            listStyle: 'none',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollPaddingInline: { xs: 16, sm: 24 },
          }}
        >
          {trips.map((trip) => (
            <Card
              key={trip.name}
              component="li"
              size="sm"
              sx={{ flex: '0 0 160px', scrollSnapAlign: 'start' }}
            >
              <AspectRatio ratio="4/3" variant="soft" color={trip.color}>
                <Typography level="h2" component="span" aria-hidden>
                  {trip.name[0]}
                </Typography>
              </AspectRatio>
              <Typography level="title-sm">{trip.name}</Typography>
              <Typography level="body-xs">{trip.length}</Typography>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
