import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';

const tasks = ['Write the release notes', 'Update the changelog', 'Tag the release'];

/** A picture of a check box: the row itself is the control. */
function CheckIcon({ checked }: { checked: boolean }) {
  return (
    <SvgIcon color={checked ? 'primary' : 'action'}>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="2"
        fill={checked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      {checked && (
        <path
          d="M8 12.5l2.5 2.5L16 9.5"
          fill="none"
          // The colour text takes on primary (white in light mode, dark in dark mode) when the
          // theme has CSS variables; white otherwise.
          stroke="var(--mui-palette-primary-contrastText, #fff)"
          strokeWidth="2.2"
        />
      )}
    </SvgIcon>
  );
}

export default function ListChecklist() {
  const [done, setDone] = React.useState<number[]>([0]);

  const toggle = (index: number) => () => {
    setDone((current) =>
      current.includes(index) ? current.filter((i) => i !== index) : [...current, index],
    );
  };

  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      {tasks.map((task, index) => {
        const checked = done.includes(index);
        return (
          <ListItem key={task} disablePadding>
            <ListItemButton dense role="checkbox" aria-checked={checked} onClick={toggle(index)}>
              <ListItemIcon>
                <CheckIcon checked={checked} />
              </ListItemIcon>
              <ListItemText primary={task} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
