import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Person {
  id: number;
  name: string;
  initials: string;
}

const team: Person[] = [
  { id: 1, name: 'Amara Okafor', initials: 'AO' },
  { id: 2, name: 'Ben Schulz', initials: 'BS' },
  { id: 3, name: 'Chen Wei', initials: 'CW' },
  { id: 4, name: 'Diego Ramírez', initials: 'DR' },
  { id: 5, name: 'Elif Yılmaz', initials: 'EY' },
  { id: 6, name: 'Hana Sato', initials: 'HS' },
];

const labelOptions: string[] = ['bug', 'checkout', 'frontend', 'safari', 'urgent', 'needs design'];

const avatarSx = { width: 28, height: 28, mr: 1.5, fontSize: 13, bgcolor: 'primary.main' };
const panelSx = { maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 };

export default function AutocompleteTaskAssign() {
  const [assignees, setAssignees] = React.useState<Person[]>(() =>
    team.filter((person) => [1, 3, 6].includes(person.id)),
  );
  const [labels, setLabels] = React.useState<string[]>(['bug', 'checkout']);

  return (
    <Stack spacing={2} sx={panelSx}>
      <Typography variant="subtitle1" component="h3">
        Checkout page crashes on Safari 17
      </Typography>
      <Autocomplete
        multiple
        limitTags={2}
        options={team}
        value={assignees}
        onChange={(_event, newValue: Person[]) => setAssignees(newValue)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterSelectedOptions
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              <Avatar sx={avatarSx}>{option.initials}</Avatar>
              {option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Assignees" />}
      />
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={labelOptions}
        value={labels}
        onChange={(_event, newValue: string[]) => setLabels(newValue)}
        renderInput={(params) => (
          <TextField {...params} label="Labels" helperText="Press Enter to create a new label" />
        )}
      />
    </Stack>
  );
}
