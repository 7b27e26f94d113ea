import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function ExportPanel() {
  const dialogs = useDialogs();
  const [status, setStatus] = React.useState('No export requested yet.');

  const handleExport = async () => {
    setStatus('Waiting for the alert to close…');
    // The promise resolves once the reader closes the dialog.
    await dialogs.alert('1,284 orders were exported. The file is in your Downloads folder.', {
      title: 'Export finished',
      okText: 'Got it',
    });
    setStatus('Alert closed. The code after await ran.');
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={handleExport}>
        Export orders
      </Button>
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}

export default function ToolpadDialogsAlert() {
  return (
    <DialogsProvider>
      <ExportPanel />
    </DialogsProvider>
  );
}
