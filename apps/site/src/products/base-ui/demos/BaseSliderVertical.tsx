import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const VerticalSlider = styled(Slider)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'block',
    width: 4,
    height: 160,
    padding: '0 12px',
    color: palette.primary.main,
    cursor: 'pointer',
    touchAction: 'none',
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute',
      width: 4,
      height: '100%',
      borderRadius: 2,
      backgroundColor: palette.grey[500],
    },
    [`& .${sliderClasses.track}`]: {
      position: 'absolute',
      width: 4,
      borderRadius: 2,
      backgroundColor: 'currentColor',
    },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute',
      width: 18,
      height: 18,
      marginLeft: -7,
      marginBottom: -9,
      borderRadius: '50%',
      backgroundColor: 'currentColor',
      '&:hover': { boxShadow: `0 0 0 6px ${palette.action.hover}` },
    },
    [`& .${sliderClasses.focusVisible}`]: {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
  };
});

const Band = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: (theme.vars ?? theme).palette.text.primary,
}));

const formatGain = (value: number) => `${value > 0 ? '+' : ''}${value} dB`;

export default function BaseSliderVertical() {
  const [bands, setBands] = React.useState([
    { name: 'Bass', gain: 3 },
    { name: 'Mid', gain: 0 },
    { name: 'Treble', gain: -2 },
  ]);

  const handleChange = (name: string) => (_event: Event, value: number | number[]) => {
    if (typeof value === 'number') {
      setBands((previous) =>
        previous.map((band) => (band.name === name ? { ...band, gain: value } : band)),
      );
    }
  };

  return (
    <Stack direction="row" spacing={5} sx={{ justifyContent: 'center' }}>
      {bands.map((band) => (
        <Band key={band.name}>
          <span aria-hidden>{formatGain(band.gain)}</span>
          <VerticalSlider
            orientation="vertical"
            aria-label={band.name}
            min={-12}
            max={12}
            value={band.gain}
            onChange={handleChange(band.name)}
            getAriaValueText={formatGain}
          />
          <span aria-hidden>{band.name}</span>
        </Band>
      ))}
    </Stack>
  );
}
