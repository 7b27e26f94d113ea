import * as React from 'react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';

const people = ['Lena Fischer', 'Omar Haddad', 'Mei Chen', 'Diego Alvarez', 'Grace Okafor'];

export default function JoyChipShare() {
  const [shared, setShared] = React.useState<string[]>(['Lena Fischer', 'Omar Haddad']);
  const sharedId = React.useId();
  const suggestedId = React.useId();
  const suggestions = people.filter((person) => !shared.includes(person));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 460 }}>
      <Typography id={sharedId} level="title-sm">
        Q3 sales report is shared with
      </Typography>
      <Box
        component="ul"
        aria-labelledby={sharedId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {shared.map((person) => (
          <Chip
            key={person}
            component="li"
            variant="outlined"
            endDecorator={
              <ChipDelete
                aria-label={`Stop sharing with ${person}`}
                onDelete={() => setShared((list) => list.filter((item) => item !== person))}
              />
            }
          >
            {person}
          </Chip>
        ))}
        {shared.length === 0 ? (
          <Typography component="li" level="body-sm">
            Nobody yet: only you can open it.
          </Typography>
        ) : null}
      </Box>
      <Typography id={suggestedId} level="title-sm">
        Add people from your team
      </Typography>
      <Box
        role="group"
        aria-labelledby={suggestedId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {suggestions.map((person) => (
          <Chip
            key={person}
            color="primary"
            startDecorator={<Add />}
            onClick={() => setShared((list) => [...list, person])}
          >
            {person}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
