import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';

const cities = ['Amsterdam', 'Athens', 'Berlin', 'Lisbon', 'Madrid', 'Oslo', 'Paris', 'Prague'];

const SearchInput = styled(Input)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(0, 0.5, 0, 1.5),
    border: `1px solid ${palette.text.secondary}`,
    borderRadius: 999,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    '& svg': { color: palette.text.secondary },
    [`& .${inputClasses.input}`]: {
      flex: 1,
      minWidth: 0,
      padding: theme.spacing(1, 0),
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
    },
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
  };
});

const ClearButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'grid',
    placeItems: 'center',
    padding: theme.spacing(0.75),
    border: 0,
    borderRadius: '50%',
    background: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}` },
  };
});

export default function BaseInputControlled() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState('');
  const matches = cities.filter((city) => city.toLowerCase().includes(query.trim().toLowerCase()));

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 300 }}>
      <SearchInput
        type="search"
        aria-label="Filter cities"
        value={query}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        slotProps={{ input: { ref: inputRef } }}
        startAdornment={<SearchIcon fontSize="small" />}
        endAdornment={
          query && (
            <ClearButton type="button" aria-label="Clear filter" onClick={clear}>
              <ClearIcon fontSize="small" />
            </ClearButton>
          )
        }
      />
      <Typography variant="body2" role="status">
        {matches.length === 0
          ? 'No city matches.'
          : `${matches.length} of ${cities.length}: ${matches.join(', ')}`}
      </Typography>
    </Stack>
  );
}
