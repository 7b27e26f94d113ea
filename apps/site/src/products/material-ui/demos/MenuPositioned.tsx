import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';

const orderActions = ['Track parcel', 'Download invoice', 'Cancel order'];
const helpTopics = ['Delivery times', 'Returns policy', 'Contact support'];

export default function MenuPositioned() {
  const [actionsAnchor, setActionsAnchor] = React.useState<HTMLElement | null>(null);
  const [helpAnchor, setHelpAnchor] = React.useState<HTMLElement | null>(null);
  const actionsId = React.useId();
  const helpId = React.useId();

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3">
            Order #4821
          </Typography>
          <Typography variant="body2">Arrives Thursday</Typography>
        </Box>
        <IconButton
          aria-label="Order actions"
          aria-controls={actionsAnchor ? actionsId : undefined}
          aria-haspopup="true"
          aria-expanded={actionsAnchor ? 'true' : undefined}
          onClick={(event) => setActionsAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Box>
      <Divider />
      <Button
        sx={{ m: 1 }}
        aria-controls={helpAnchor ? helpId : undefined}
        aria-haspopup="true"
        aria-expanded={helpAnchor ? 'true' : undefined}
        onClick={(event) => setHelpAnchor(event.currentTarget)}
      >
        Help with this order
      </Button>
      <Menu
        id={actionsId}
        anchorEl={actionsAnchor}
        open={actionsAnchor !== null}
        onClose={() => setActionsAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {orderActions.map((action) => (
          <MenuItem key={action} onClick={() => setActionsAnchor(null)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      <Menu
        id={helpId}
        anchorEl={helpAnchor}
        open={helpAnchor !== null}
        onClose={() => setHelpAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {helpTopics.map((topic) => (
          <MenuItem key={topic} onClick={() => setHelpAnchor(null)}>
            {topic}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
