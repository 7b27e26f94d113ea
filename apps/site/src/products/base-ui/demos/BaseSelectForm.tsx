import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const cycles = [
  { months: 1, label: 'Monthly' },
  { months: 12, label: 'Yearly (2 months free)' },
];

const Root = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: 240,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    textAlign: 'start',
    cursor: 'pointer',
    [`&.${selectClasses.focusVisible}`]: { outline: `2px solid ${palette.primary.main}` },
  };
});

const Listbox = styled('ul')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    boxSizing: 'border-box',
    width: 240,
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
  };
});

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// The popup is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

export default function BaseSelectForm() {
  const id = React.useId();
  const [submitted, setSubmitted] = React.useState('Nothing submitted yet.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`Submitted: plan=${String(data.get('plan'))}, cycle=${String(data.get('cycle'))}`);
  };

  return (
    <Stack component="form" spacing={1} onSubmit={handleSubmit} sx={{ alignItems: 'flex-start' }}>
      <Label id={`${id}-plan`} htmlFor={`${id}-plan-button`}>
        Plan
      </Label>
      <Select
        id={`${id}-plan-button`}
        name="plan"
        placeholder="Choose a plan…"
        slots={{ root: Root, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-plan` } }}
      >
        <Option value="starter">Starter, 3 seats</Option>
        <Option value="team">Team, 10 seats</Option>
        <Option value="business">Business, unlimited seats</Option>
      </Select>
      <Label id={`${id}-cycle`} htmlFor={`${id}-cycle-button`}>
        Billing cycle
      </Label>
      <Select<(typeof cycles)[number], false>
        id={`${id}-cycle-button`}
        name="cycle"
        defaultValue={cycles[0]}
        getSerializedValue={(option) => (option ? String(option.value.months) : '')}
        slots={{ root: Root, listbox: Listbox, popup: Popup }}
        slotProps={{ listbox: { 'aria-labelledby': `${id}-cycle` } }}
      >
        {cycles.map((cycle) => (
          <Option key={cycle.months} value={cycle}>
            {cycle.label}
          </Option>
        ))}
      </Select>
      <Button type="submit" variant="outlined" size="small">
        Continue to payment
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {submitted}
      </Typography>
    </Stack>
  );
}
