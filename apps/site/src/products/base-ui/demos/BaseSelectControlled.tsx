import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

interface Member {
  id: string;
  name: string;
  team: string;
}

const members: Member[] = [
  { id: 'u-104', name: 'Amara Okafor', team: 'Finance' },
  { id: 'u-211', name: 'Lucas Moreau', team: 'Customer success' },
  { id: 'u-318', name: 'Priya Raman', team: 'Billing operations' },
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
    '&::after': { content: '"▾"', float: 'right', color: palette.text.secondary },
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
    '& small': { display: 'block', color: palette.text.secondary },
  };
});

// The popup is portalled to the end of <body>: lift it above the page.
const Popup = styled('div')({ zIndex: 1200 });

export default function BaseSelectControlled() {
  const [owner, setOwner] = React.useState<Member | null>(members[0] ?? null);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Select<Member, false>
          aria-label="Invoice owner"
          value={owner}
          onChange={(_event, newValue) => setOwner(newValue)}
          placeholder="Unassigned"
          // Options register in the browser only: until then, name the owner from state.
          renderValue={(option) => option?.label ?? owner?.name}
          slots={{ root: Root, listbox: Listbox, popup: Popup }}
          slotProps={{ listbox: { 'aria-label': 'Invoice owner' } }}
        >
          {members.map((member) => (
            <Option key={member.id} value={member} label={member.name}>
              {member.name}
              <small>{member.team}</small>
            </Option>
          ))}
        </Select>
        <Button size="small" onClick={() => setOwner(null)} disabled={owner === null}>
          Unassign
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {owner
          ? `Invoice INV-2041 goes to ${owner.name} (${owner.team}).`
          : 'Invoice INV-2041 has no owner yet.'}
      </Typography>
    </Stack>
  );
}
