import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublishIcon from '@mui/icons-material/Publish';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

function ReleasePanel() {
  const dialogs = useDialogs();
  const [published, setPublished] = React.useState(false);

  const handlePublish = async () => {
    const confirmed = await dialogs.confirm('Version 2.4.0 goes out to all 3,200 users.', {
      title: 'Publish release?',
      okText: 'Publish',
      // Runs before the dialog closes: it stays open, with a spinner, until this settles.
      onClose: async (result) => {
        if (result) {
          await wait(1500); // stands in for the request that publishes the release
        }
      },
    });
    if (confirmed) {
      setPublished(true);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status">
        {published ? 'Version 2.4.0 is live.' : 'Version 2.4.0 is ready to publish.'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<PublishIcon />}
          disabled={published}
          onClick={handlePublish}
        >
          Publish
        </Button>
        {published ? <Button onClick={() => setPublished(false)}>Reset demo</Button> : null}
      </Stack>
    </Stack>
  );
}

export default function ToolpadDialogsAsyncClose() {
  return (
    <DialogsProvider>
      <ReleasePanel />
    </DialogsProvider>
  );
}
