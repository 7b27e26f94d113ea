import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import type { SelectOption } from '@mui/base/useOption';
import { Option, optionClasses } from '@mui/base/Option';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const Root = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: 300,
    padding: theme.spacing(0.75, 1),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    minHeight: 40,
    [`&.${selectClasses.focusVisible}`]: { outline: `2px solid ${palette.primary.main}` },
  };
});

const Chip = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: 12,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
}));

const Listbox = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    width: 300,
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
    [`& .${optionClasses.root}::before`]: { content: '"☐ "' },
    [`& .${optionClasses.selected}::before`]: { content: '"☑ "', color: palette.primary.main },
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// The popup is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

function renderChannels(options: SelectOption<string>[]) {
  if (options.length === 0) return 'No notifications';
  return options.map((option) => <Chip key={option.value}>{option.label}</Chip>);
}

export default function BaseSelectMultiple() {
  const id = React.useId();

  return (
    <Stack spacing={0.75}>
      <Label id={`${id}-label`} htmlFor={`${id}-button`}>
        Notify me about failed payments by
      </Label>
      <Select
        multiple
        id={`${id}-button`}
        defaultValue={['email', 'push']}
        renderValue={renderChannels}
        slots={{ root: Root, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-label` } }}
      >
        <Option value="email">Email</Option>
        <Option value="sms">Text message</Option>
        <Option value="push">Push notification</Option>
        <Option value="slack">Slack</Option>
      </Select>
    </Stack>
  );
}
