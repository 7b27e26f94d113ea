import * as React from 'react';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Mark labels are visual only; getAriaValueText below gives screen readers the unit.
const terms = [1, 3, 6, 12].map((value) => ({ value, label: String(value) }));

function Label({ id, text, value }: { id: string; text: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography id={id} level="title-sm">
        {text}
      </Typography>
      <Typography level="body-sm">{value}</Typography>
    </Stack>
  );
}

export default function JoySliderBasic() {
  const ids = { volume: React.useId(), tip: React.useId(), term: React.useId() };
  const [volume, setVolume] = React.useState<number>(40);
  const [tip, setTip] = React.useState<number>(10);
  const [term, setTerm] = React.useState<number>(6);

  return (
    <Stack spacing={3} sx={{ maxWidth: 380 }}>
      <div>
        <Label id={ids.volume} text="Notification volume" value={`${volume}%`} />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <VolumeDown />
          <Slider
            aria-labelledby={ids.volume}
            value={volume}
            onChange={(_event, value) => typeof value === 'number' && setVolume(value)}
            getAriaValueText={(value) => `${value} percent`}
          />
          <VolumeUp />
        </Stack>
      </div>
      <div>
        <Label id={ids.tip} text="Tip for the courier" value={`${tip}%`} />
        <Slider
          aria-labelledby={ids.tip}
          value={tip}
          onChange={(_event, value) => typeof value === 'number' && setTip(value)}
          min={0}
          max={25}
          step={5}
          marks
        />
      </div>
      <div>
        <Label id={ids.term} text="Subscription length" value={`${term} months`} />
        <Slider
          aria-labelledby={ids.term}
          value={term}
          onChange={(_event, value) => typeof value === 'number' && setTerm(value)}
          min={1}
          max={12}
          step={null}
          marks={terms}
          getAriaValueText={(value) => `${value} months`}
        />
      </div>
    </Stack>
  );
}
