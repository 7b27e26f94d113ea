import * as React from 'react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

type Vertical = 'top' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

const positions: [Vertical, Horizontal][] = [
  ['top', 'left'],
  ['top', 'center'],
  ['top', 'right'],
  ['bottom', 'left'],
  ['bottom', 'center'],
  ['bottom', 'right'],
];

export default function JoySnackbarPosition() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [vertical, setVertical] = React.useState<Vertical>('bottom');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('right');

  const show = (nextVertical: Vertical, nextHorizontal: Horizontal) => {
    setVertical(nextVertical);
    setHorizontal(nextHorizontal);
    setOpen(true);
  };

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {positions.map(([v, h]) => (
          <Button key={`${v}-${h}`} variant="outlined" color="neutral" onClick={() => show(v, h)}>
            {v} {h}
          </Button>
        ))}
      </Stack>
      <Snackbar
        key={`${vertical}-${horizontal}`}
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        autoHideDuration={4000}
        anchorOrigin={{ vertical, horizontal }}
        role="status"
        startDecorator={<CheckCircleRounded />}
      >
        Draft saved. It is only visible to you.
      </Snackbar>
    </React.Fragment>
  );
}
