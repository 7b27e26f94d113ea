import * as React from 'react';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyCircularProgressUpload() {
  const [progress, setProgress] = React.useState<number | null>(null);
  const timer = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  React.useEffect(() => () => clearInterval(timer.current), []);

  const upload = () => {
    clearInterval(timer.current);
    setProgress(0);
    timer.current = setInterval(() => {
      setProgress((value) => {
        const next = Math.min((value ?? 0) + 8, 100);
        if (next === 100) clearInterval(timer.current);
        return next;
      });
    }, 300);
  };

  const uploading = progress !== null && progress < 100;

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress
          determinate
          value={progress ?? 0}
          size="lg"
          color={progress === 100 ? 'success' : 'primary'}
          aria-label="Upload of q3-report.pdf"
          aria-valuetext={`${progress ?? 0}% uploaded`}
        >
          {progress === null ? <CloudUploadRounded /> : `${progress}%`}
        </CircularProgress>
        <Stack sx={{ flex: 1 }}>
          <Typography level="title-sm">q3-report.pdf</Typography>
          <Typography level="body-sm">
            {progress === null && '4.8 MB, ready to upload'}
            {uploading && `${((4.8 * progress) / 100).toFixed(1)} of 4.8 MB`}
            {progress === 100 && 'Uploaded to Finance / Reports'}
          </Typography>
        </Stack>
        <Button size="sm" onClick={upload} disabled={uploading}>
          {progress === 100 ? 'Upload again' : 'Upload'}
        </Button>
      </Stack>
    </Sheet>
  );
}
