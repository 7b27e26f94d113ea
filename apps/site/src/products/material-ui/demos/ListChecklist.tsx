import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const tasks = ['Write the release notes', 'Update the changelog', 'Tag the release'];

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
        const labelId = `list-checklist-${index}`;
        return (
          <ListItem key={task} disablePadding>
            <ListItemButton dense onClick={toggle(index)}>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(index)}
                  tabIndex={-1}
                  disableRipple
                  inputProps={{ 'aria-labelledby': labelId }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={task} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
