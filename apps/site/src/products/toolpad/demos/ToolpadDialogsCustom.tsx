import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DialogsProvider, useDialogs, type DialogProps } from '@toolpad/core/useDialogs';

type Role = 'Viewer' | 'Editor' | 'Admin';

interface InvitePayload {
  team: string;
  defaultRole: Role;
}

interface Invite {
  email: string;
  role: Role;
}

// Defined outside the demo component. It receives the payload and resolves with an Invite,
// or null when cancelled.
function InviteDialog({ open, payload, onClose }: DialogProps<InvitePayload, Invite | null>) {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<Role>(payload.defaultRole);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose({ email, role });
  };

  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit}>
        <DialogTitle>Invite to {payload.team}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="invite-email"
              label="Email address"
              type="email"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              id="invite-role"
              select
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              <MenuItem value="Viewer">Viewer</MenuItem>
              <MenuItem value="Editor">Editor</MenuItem>
              <MenuItem value="Admin">Admin</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Send invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function TeamInvites() {
  const dialogs = useDialogs();
  const [invites, setInvites] = React.useState<Invite[]>([
    { email: 'amara.okafor@example.com', role: 'Editor' },
  ]);

  const handleInvite = async () => {
    const invite = await dialogs.open(InviteDialog, { team: 'Design', defaultRole: 'Viewer' });
    if (invite) {
      // Inviting the same address again updates its role.
      setInvites((prev) => [...prev.filter((item) => item.email !== invite.email), invite]);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', width: 1 }}>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={handleInvite}>
        Invite teammate
      </Button>
      <Typography variant="subtitle2" component="h3">
        Pending invites to Design
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, maxWidth: 1 }}>
        {invites.map((invite) => (
          <Chip
            key={invite.email}
            label={`${invite.email} · ${invite.role}`}
            sx={{ maxWidth: 1 }}
          />
        ))}
      </Stack>
    </Stack>
  );
}

export default function ToolpadDialogsCustom() {
  return (
    <DialogsProvider>
      <TeamInvites />
    </DialogsProvider>
  );
}
