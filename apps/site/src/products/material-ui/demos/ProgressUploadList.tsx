import * as React from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Upload {
  name: string;
  sizeMb: number;
  step: number; // Percentage points per tick: large files move more slowly.
}

const uploads: Upload[] = [
  { name: 'contract-signed.pdf', sizeMb: 1.2, step: 20 },
  { name: 'site-photos.zip', sizeMb: 48, step: 4 },
  { name: 'floor-plan.png', sizeMb: 6.5, step: 9 },
];

const start = uploads.map(() => 0);

export default function ProgressUploadList() {
  const [progress, setProgress] = React.useState<number[]>(start);
  const done = progress.every((value) => value === 100);

  React.useEffect(() => {
    if (done) return undefined;
    const id = setInterval(() => {
      setProgress((current) =>
        uploads.map((file, i) => Math.min((current[i] ?? 0) + file.step, 100)),
      );
    }, 500);
    return () => clearInterval(id);
  }, [done]);

  return (
    <Stack spacing={1} sx={{ maxWidth: 440 }}>
      <List aria-label="Uploads" aria-busy={!done}>
        {uploads.map((file, i) => {
          const value = progress[i] ?? 0;
          const sent = ((file.sizeMb * value) / 100).toFixed(1);
          return (
            <ListItem key={file.name} disableGutters sx={{ display: 'block' }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2">{file.name}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'flex', gap: 0.5 }}
                >
                  {value === 100 ? 'Uploaded' : `${value}%`}
                  {value === 100 && <CheckCircleIcon color="success" fontSize="small" />}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={value}
                color={value === 100 ? 'success' : 'primary'}
                aria-label={`Uploading ${file.name}`}
                aria-valuetext={`${value}%, ${sent} of ${file.sizeMb} MB`}
              />
            </ListItem>
          );
        })}
      </List>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setProgress(start)}>
        Start over
      </Button>
    </Stack>
  );
}
