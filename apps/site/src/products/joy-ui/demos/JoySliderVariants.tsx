import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Variant = 'solid' | 'soft' | 'outlined' | 'plain';
type Color = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const channels: { label: string; variant: Variant; color: Color; value: number }[] = [
  { label: 'Bass (solid, primary)', variant: 'solid', color: 'primary', value: 60 },
  { label: 'Mid (soft, neutral)', variant: 'soft', color: 'neutral', value: 45 },
  { label: 'Treble (outlined, success)', variant: 'outlined', color: 'success', value: 70 },
  { label: 'Gain (plain, danger)', variant: 'plain', color: 'danger', value: 30 },
];

const sizes: Size[] = ['sm', 'md', 'lg'];

function LabelledSlider(props: {
  label: string;
  defaultValue: number;
  variant?: Variant;
  color?: Color;
  size?: Size;
  valueLabelDisplay?: 'on' | 'auto';
}) {
  const { label, valueLabelDisplay = 'auto', ...sliderProps } = props;
  const id = React.useId();
  return (
    <Stack spacing={valueLabelDisplay === 'on' ? 3.5 : 0}>
      <Typography id={id} level="body-sm">
        {label}
      </Typography>
      <Slider aria-labelledby={id} valueLabelDisplay={valueLabelDisplay} {...sliderProps} />
    </Stack>
  );
}

export default function JoySliderVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        {channels.map(({ label, variant, color, value }) => (
          <LabelledSlider
            key={label}
            label={label}
            variant={variant}
            color={color}
            defaultValue={value}
          />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <LabelledSlider key={size} label={`Brightness (${size})`} size={size} defaultValue={50} />
        ))}
        <LabelledSlider
          label="Contrast (value always shown)"
          defaultValue={80}
          valueLabelDisplay="on"
        />
      </Stack>
    </Stack>
  );
}
