import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

type Teammate = { name: string; initials: string; role: string; onLeave?: boolean };

const team: Teammate[] = [
  { name: 'Amara Okafor', initials: 'AO', role: 'Product designer' },
  { name: 'Daniel Kim', initials: 'DK', role: 'Frontend engineer' },
  { name: 'Lucía Fernández', initials: 'LF', role: 'Backend engineer' },
  { name: 'Mateo Rossi', initials: 'MR', role: 'QA engineer', onLeave: true },
  { name: 'Priya Natarajan', initials: 'PN', role: 'Product manager' },
  { name: 'Sven Lindqvist', initials: 'SL', role: 'Data analyst' },
];

export default function JoyAutocompleteTeammates() {
  const [assigned, setAssigned] = React.useState<Teammate[]>(() =>
    team.filter((person) => person.initials === 'AO' || person.initials === 'PN'),
  );

  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Team for “Checkout redesign”</FormLabel>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={team}
        value={assigned}
        onChange={(_event, next) => setAssigned(next)}
        getOptionLabel={(person) => person.name}
        getOptionDisabled={(person) => person.onLeave === true}
        placeholder="Add a teammate"
        renderOption={(optionProps, person) => {
          const { key, ...rest } = optionProps as typeof optionProps & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...rest}>
              <ListItemDecorator>
                <Avatar size="sm" aria-hidden="true">
                  {person.initials}
                </Avatar>
              </ListItemDecorator>
              <ListItemContent>
                {person.name}
                <Typography level="body-xs">
                  {person.onLeave ? 'On leave until 3 June' : person.role}
                </Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
        renderTags={(people, getTagProps) =>
          people.map((person, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="outlined"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Unassign ${person.name}`} />}
              >
                {person.name}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        Assigned: {assigned.length}. Teammates on leave can’t be added.
      </FormHelperText>
    </FormControl>
  );
}
