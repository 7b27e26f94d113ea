import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, optionGroupClasses } from '@mui/base/OptionGroup';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const regions = [
  { name: 'Americas', cities: ['New York', 'Chicago', 'Los Angeles'] },
  { name: 'Europe', cities: ['London', 'Berlin', 'Madrid'] },
  { name: 'Asia-Pacific', cities: ['Tokyo', 'Singapore', 'Sydney'] },
];

const Root = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: 260,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
    '&::after': { content: '"▾"', float: 'right', color: palette.text.secondary },
    [`&.${selectClasses.focusVisible}`]: { outline: `2px solid ${palette.primary.main}` },
  };
});

const Listbox = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    width: 260,
    margin: theme.spacing(0.5, 0),
    padding: theme.spacing(0.5),
    listStyle: 'none',
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[4],
    [`& .${optionClasses.root}`]: { padding: theme.spacing(0.75, 1), borderRadius: 8 },
    [`& .${optionClasses.highlighted}`]: { backgroundColor: palette.action.hover },
    [`& .${optionClasses.selected}`]: { backgroundColor: palette.action.selected },
    maxHeight: 320,
    overflow: 'auto',
    [`& .${optionGroupClasses.list}`]: { margin: 0, padding: 0, listStyle: 'none' },
    [`& .${optionGroupClasses.label}`]: {
      ...theme.typography.overline,
      display: 'block',
      padding: theme.spacing(1, 1, 0),
      color: palette.text.secondary,
    },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// The popup is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

export default function BaseSelectGrouping() {
  const id = React.useId();

  return (
    <Stack spacing={0.75}>
      <Label id={`${id}-label`} htmlFor={`${id}-button`}>
        Office for the kickoff meeting
      </Label>
      <Select
        id={`${id}-button`}
        defaultValue="Berlin"
        slots={{ root: Root, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
      >
        {regions.map((region) => (
          <OptionGroup key={region.name} label={region.name}>
            {region.cities.map((city) => (
              <Option key={city} value={city}>
                {city}
              </Option>
            ))}
          </OptionGroup>
        ))}
      </Select>
    </Stack>
  );
}
