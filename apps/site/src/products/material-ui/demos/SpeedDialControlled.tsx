import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import AddTask from '@mui/icons-material/AddTask';
import Close from '@mui/icons-material/Close';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import PersonAdd from '@mui/icons-material/PersonAdd';

const actions = [
  { name: 'Email', icon: <Email /> },
  { name: 'Event', icon: <Event /> },
  { name: 'Contact', icon: <PersonAdd /> },
  { name: 'Task', icon: <AddTask /> },
];

export default function SpeedDialControlled() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [created, setCreated] = React.useState<string | null>(null);
  const resultRef = React.useRef<HTMLParagraphElement>(null);

  // The chosen action disappears with the dial: move focus to what it produced.
  React.useEffect(() => {
    if (created) resultRef.current?.focus();
  }, [created]);

  const create = (name: string) => {
    setCreated(`New ${name.toLowerCase()} draft created.`);
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 340,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
      }}
    >
      <Typography ref={resultRef} tabIndex={-1} variant="body2" color="text.secondary">
        {created ?? 'Nothing created yet.'}
      </Typography>
      <SpeedDial
        ariaLabel="Create new"
        open={open}
        // Open on click or keyboard focus only: hover does not exist on touch screens.
        onOpen={(_event, reason) => {
          if (reason !== 'mouseEnter') setOpen(true);
        }}
        onClose={(_event, reason) => {
          if (reason !== 'mouseLeave') setOpen(false);
        }}
        icon={<SpeedDialIcon openIcon={<Close />} />}
        slotProps={{ transition: { appear: false } }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => create(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
