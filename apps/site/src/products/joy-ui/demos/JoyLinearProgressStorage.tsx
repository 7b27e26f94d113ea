import * as React from 'react';
import StorageRounded from '@mui/icons-material/StorageRounded';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const QUOTA_GB = 50;

export default function JoyLinearProgressStorage() {
  const [usedGb, setUsedGb] = React.useState<number>(46.3);
  const headingId = React.useId();
  const percent = Math.round((usedGb / QUOTA_GB) * 100);
  const color = percent >= 90 ? 'danger' : percent >= 75 ? 'warning' : 'primary';

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} level="title-md" startDecorator={<StorageRounded />}>
          Storage
        </Typography>
        <LinearProgress
          determinate
          value={percent}
          color={color}
          size="lg"
          aria-labelledby={headingId}
          aria-valuetext={`${usedGb.toFixed(1)} GB of ${QUOTA_GB} GB used`}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography level="body-sm">
            {usedGb.toFixed(1)} GB of {QUOTA_GB} GB used
          </Typography>
          <Typography level="body-sm" color={color === 'primary' ? 'neutral' : color}>
            {percent}%
          </Typography>
        </Stack>
        {percent >= 90 && (
          <Typography level="body-sm" color="danger">
            Almost full: new uploads will fail once you reach the quota.
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button size="sm" variant="soft" onClick={() => setUsedGb((gb) => Math.max(gb - 8.4, 0))}>
            Delete old backups (8.4 GB)
          </Button>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setUsedGb(46.3)}>
            Reset
          </Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
