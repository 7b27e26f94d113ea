import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stores = [
  {
    country: 'Denmark',
    cities: [
      { city: 'Copenhagen', address: 'Nørregade 14', hours: '10:00–19:00' },
      { city: 'Aarhus', address: 'Søndergade 31', hours: '10:00–18:00' },
      { city: 'Odense', address: 'Vestergade 52', hours: '10:00–17:30' },
    ],
  },
  {
    country: 'Norway',
    cities: [
      { city: 'Oslo', address: 'Karl Johans gate 8', hours: '10:00–20:00' },
      { city: 'Bergen', address: 'Torgallmenningen 3', hours: '10:00–18:00' },
    ],
  },
  {
    country: 'Sweden',
    cities: [
      { city: 'Stockholm', address: 'Drottninggatan 71', hours: '10:00–20:00' },
      { city: 'Gothenburg', address: 'Kungsgatan 19', hours: '10:00–19:00' },
      { city: 'Malmö', address: 'Södergatan 6', hours: '10:00–18:00' },
    ],
  },
];

export default function JoyListNested() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Store locations"
      sx={{ maxWidth: 360, maxHeight: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List size="sm">
        {stores.map((group) => (
          <ListItem nested key={group.country}>
            <ListSubheader sticky>{group.country}</ListSubheader>
            <List>
              {group.cities.map((store) => (
                <ListItem key={store.city}>
                  <ListItemContent>
                    <Typography level="title-sm">{store.city}</Typography>
                    <Typography level="body-xs">
                      {store.address} · open {store.hours}
                    </Typography>
                  </ListItemContent>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
