import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function JoyTooltipDisabled() {
  const [accepted, setAccepted] = React.useState<boolean>(false);
  const [placed, setPlaced] = React.useState<boolean>(false);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 400 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography level="title-md">Total to pay</Typography>
          <Typography level="title-md">€86.40</Typography>
        </Stack>
        <Checkbox
          label="I accept the terms of sale and the 14-day return policy"
          checked={accepted}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            setAccepted(event.target.checked);
            setPlaced(false);
          }}
        />
        <Tooltip
          title={accepted ? '' : 'Accept the terms of sale to place your order'}
          describeChild
          placement="top"
          arrow
        >
          <Box component="span" sx={{ display: 'block' }}>
            <Button fullWidth disabled={!accepted} onClick={() => setPlaced(true)}>
              Place order
            </Button>
          </Box>
        </Tooltip>
        <Typography level="body-sm" role="status">
          {placed ? 'Order placed. A confirmation is on its way to your inbox.' : ''}
        </Typography>
      </Stack>
    </Sheet>
  );
}
