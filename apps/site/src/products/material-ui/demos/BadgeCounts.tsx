import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeCounts() {
  const [count, setCount] = React.useState<number>(4);
  const [showZero, setShowZero] = React.useState<boolean>(false);

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={5} sx={{ pt: 1 }}>
        {/* role="img" turns icon and count into one image with a name that says what the number means. */}
        <Badge
          badgeContent={count}
          showZero={showZero}
          color="primary"
          role="img"
          aria-label={`${count} unread messages`}
        >
          <MailIcon />
        </Badge>
        <Badge
          badgeContent={count * 30}
          color="primary"
          role="img"
          aria-label={`${count * 30} unread messages`}
        >
          <MailIcon />
        </Badge>
        <Badge
          badgeContent={count * 30}
          max={999}
          color="primary"
          role="img"
          aria-label={`${count * 30} unread messages`}
        >
          <MailIcon />
        </Badge>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={count === 0}
          onClick={() => setCount((c) => c - 1)}
        >
          Read one
        </Button>
        <Button variant="outlined" size="small" onClick={() => setCount((c) => c + 1)}>
          New message
        </Button>
        <FormControlLabel
          control={
            <Switch checked={showZero} onChange={(_event, checked) => setShowZero(checked)} />
          }
          label="showZero"
          sx={{ ml: 1 }}
        />
      </Stack>
    </Stack>
  );
}
