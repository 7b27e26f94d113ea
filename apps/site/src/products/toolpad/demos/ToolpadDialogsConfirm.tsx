import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

interface ApiKey {
  id: string;
  name: string;
  lastUsed: string;
}

const initialKeys: ApiKey[] = [
  { id: 'key-1', name: 'Production server', lastUsed: 'Last used 2 hours ago' },
  { id: 'key-2', name: 'Staging server', lastUsed: 'Last used 3 days ago' },
  { id: 'key-3', name: 'Analytics export', lastUsed: 'Never used' },
];

function ApiKeyList() {
  const dialogs = useDialogs();
  const [keys, setKeys] = React.useState(initialKeys);

  const handleRevoke = async (apiKey: ApiKey) => {
    const confirmed = await dialogs.confirm(
      `Anything that uses the "${apiKey.name}" key stops working at once. You cannot undo this.`,
      {
        title: `Revoke ${apiKey.name}?`,
        okText: 'Revoke',
        cancelText: 'Keep key',
        severity: 'error',
      },
    );
    if (confirmed) {
      setKeys((prev) => prev.filter((key) => key.id !== apiKey.id));
    }
  };

  return (
    <Stack spacing={1} sx={{ width: 1, maxWidth: 420 }}>
      <Typography variant="h6" component="h3">
        API keys
      </Typography>
      <Paper variant="outlined">
        {keys.length > 0 ? (
          <List aria-label="API keys">
            {keys.map((apiKey) => (
              <ListItem
                key={apiKey.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Revoke ${apiKey.name}`}
                    onClick={() => handleRevoke(apiKey)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={apiKey.name} secondary={apiKey.lastUsed} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
            <Typography sx={{ color: 'text.secondary' }}>All keys are revoked.</Typography>
            <Button size="small" onClick={() => setKeys(initialKeys)}>
              Restore demo keys
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

export default function ToolpadDialogsConfirm() {
  return (
    <DialogsProvider>
      <ApiKeyList />
    </DialogsProvider>
  );
}
