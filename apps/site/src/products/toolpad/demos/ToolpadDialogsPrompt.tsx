import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function ProjectTitle() {
  const dialogs = useDialogs();
  const [name, setName] = React.useState('Spring campaign site');
  const [lastResult, setLastResult] = React.useState('');

  const handleRename = async () => {
    const answer = await dialogs.prompt(`Enter a new name for "${name}".`, {
      title: 'Rename project',
      okText: 'Rename',
    });
    // null means the dialog was cancelled; the field itself may also hold only spaces.
    if (answer === null) {
      setLastResult('Rename cancelled.');
    } else if (answer.trim() === '') {
      setLastResult('The name cannot be blank. Nothing changed.');
    } else {
      setName(answer.trim());
      setLastResult(`Renamed to "${answer.trim()}".`);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Project
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h3">
          {name}
        </Typography>
        <Button size="small" startIcon={<EditIcon />} onClick={handleRename}>
          Rename
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {lastResult}
      </Typography>
    </Stack>
  );
}

export default function ToolpadDialogsPrompt() {
  return (
    <DialogsProvider>
      <ProjectTitle />
    </DialogsProvider>
  );
}
