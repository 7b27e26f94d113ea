import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FileDownload from '@mui/icons-material/FileDownload';
import Share from '@mui/icons-material/Share';

const actions = [
  { label: 'Rename', icon: <DriveFileRenameOutline fontSize="small" /> },
  { label: 'Share', icon: <Share fontSize="small" /> },
  { label: 'Download', icon: <FileDownload fontSize="small" /> },
  { label: 'Archive', icon: <Archive fontSize="small" /> },
];

export default function MenuListPanel() {
  const [lastAction, setLastAction] = React.useState<string>('none');
  const headingId = React.useId();

  return (
    <Paper variant="outlined" sx={{ width: 260 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        quarterly-report.pdf
      </Typography>
      <MenuList aria-labelledby={headingId} dense>
        {actions.map((action) => (
          <MenuItem key={action.label} onClick={() => setLastAction(action.label)}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled>
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete (owner only)</ListItemText>
        </MenuItem>
      </MenuList>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, pb: 1.5 }}>
        Last action: {lastAction}
      </Typography>
    </Paper>
  );
}
