import * as React from 'react';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SliderVolume() {
  const [volume, setVolume] = React.useState<number>(40);
  const labelId = React.useId();

  const handleChange = (_event: Event, value: number | number[]) => {
    setVolume(value as number);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDownIcon />
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={handleChange}
          getAriaValueText={(value) => `${value}%`}
        />
        <VolumeUpIcon />
        <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
          {volume}%
        </Typography>
      </Stack>
      <div>
        <Typography id={labelId} variant="body2" gutterBottom>
          Microphone gain (muted)
        </Typography>
        <Slider aria-labelledby={labelId} defaultValue={70} disabled />
      </div>
    </Stack>
  );
}
