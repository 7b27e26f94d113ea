import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import UploadFile from '@mui/icons-material/UploadFile';

const actions = [
  { name: 'New document', icon: <NoteAdd /> },
  { name: 'Upload a file', icon: <UploadFile /> },
  { name: 'Share folder', icon: <Share /> },
  { name: 'Print list', icon: <Print /> },
];

export default function SpeedDialBasic() {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
      }}
    >
      <Typography variant="subtitle1" component="h3">
        Team documents
      </Typography>
      <Typography variant="body2" color="text.secondary">
        12 files, last edited today
      </Typography>
      <SpeedDial
        ariaLabel="Document actions"
        // Rendered on the server: show the button at once instead of zooming it in on load.
        slotProps={{ transition: { appear: false } }}
        icon={<SpeedDialIcon openIcon={<Edit />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
