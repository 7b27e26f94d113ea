import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PopoverHover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = anchorEl !== null;

  return (
    <Typography sx={{ maxWidth: 420 }}>
      Approved by{' '}
      <Box
        component="span"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ fontWeight: 'medium', textDecoration: 'underline dotted' }}
      >
        Priya Nair
      </Box>{' '}
      (Finance) on 4 March. The budget moves to the next review in April.
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        // The popover must not catch the pointer, or leaving the name would never be detected.
        sx={{ pointerEvents: 'none' }}
        disableRestoreFocus
      >
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>PN</Avatar>
          <div>
            <Typography variant="subtitle2" component="p">
              Priya Nair
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Finance lead · Berlin office
            </Typography>
          </div>
        </Stack>
      </Popover>
    </Typography>
  );
}
