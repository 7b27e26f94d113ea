import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CalendarIcon, ClearIcon, ClockIcon, DateRangeIcon } from '@mui/x-date-pickers/icons';

export default function PickerCustomLibraryIcons() {
  const [note, setNote] = React.useState('Bring the Q1 numbers');

  return (
    <Paper variant="outlined" sx={{ p: 2, width: 320, maxWidth: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        Quarterly review
      </Typography>
      <List dense>
        <ListItem disableGutters>
          <ListItemIcon>
            <CalendarIcon />
          </ListItemIcon>
          <ListItemText primary="Tuesday, 14 May 2024" />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon>
            <ClockIcon />
          </ListItemIcon>
          <ListItemText primary="09:30 to 11:00" />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon>
            <DateRangeIcon />
          </ListItemIcon>
          <ListItemText primary="Covers 1 January to 31 March" />
        </ListItem>
      </List>
      <TextField
        label="Note for attendees"
        size="small"
        fullWidth
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" aria-label="Clear note" onClick={() => setNote('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Paper>
  );
}
