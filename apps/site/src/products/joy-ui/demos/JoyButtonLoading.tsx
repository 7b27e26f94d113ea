import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const positions = ['start', 'center', 'end'] as const;

export default function JoyButtonLoading() {
  const [pending, setPending] = React.useState<boolean>(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const send = () => {
    setPending(true);
    timer.current = setTimeout(() => setPending(false), 2000);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {positions.map((position) => (
          <Button key={position} loading={pending} loadingPosition={position} onClick={send}>
            Send invitation
          </Button>
        ))}
      </Stack>
      <Typography level="body-sm" role="status">
        {pending
          ? 'Sending the invitation…'
          : 'Click any button to see the three loading positions.'}
      </Typography>
    </Stack>
  );
}
