import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const StyledSlider = styled(Slider)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 4,
    padding: '12px 0',
    color: palette.primary.main,
    cursor: 'pointer',
    touchAction: 'none',
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute',
      width: '100%',
      height: 4,
      borderRadius: 2,
      backgroundColor: palette.grey[500],
    },
    [`& .${sliderClasses.track}`]: {
      position: 'absolute',
      height: 4,
      borderRadius: 2,
      backgroundColor: 'currentColor',
    },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute',
      width: 18,
      height: 18,
      marginLeft: -9,
      marginTop: -7,
      borderRadius: '50%',
      backgroundColor: 'currentColor',
    },
    [`& .${sliderClasses.focusVisible}`]: {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
    '& .value-label': {
      ...theme.typography.caption,
      position: 'absolute',
      bottom: 'calc(100% + 8px)',
      left: '50%',
      padding: '2px 6px',
      borderRadius: 4,
      whiteSpace: 'nowrap',
      fontWeight: 600,
      color: palette.background.paper,
      backgroundColor: palette.text.primary,
      opacity: 0,
      transform: 'translateX(-50%) scale(0.8)',
      transition: 'opacity 120ms, transform 120ms',
    },
    [`& .${sliderClasses.thumb}:hover .value-label, & .${sliderClasses.active} .value-label, & .${sliderClasses.focusVisible} .value-label`]:
      { opacity: 1, transform: 'translateX(-50%) scale(1)' },
  };
});

// The slot receives the formatted value as children. The input already announces the value,
// so the bubble is hidden from assistive technology.
function ValueLabel({ children }: { children?: React.ReactNode }) {
  return (
    <span className="value-label" aria-hidden>
      {children}
    </span>
  );
}

const Label = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(4),
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const formatTemperature = (value: number) => `${value.toFixed(1)} °C`;

export default function BaseSliderValueLabel() {
  const labelId = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 320, px: 2 }}>
      <Label id={labelId}>Living room target temperature</Label>
      <StyledSlider
        aria-labelledby={labelId}
        defaultValue={21}
        min={16}
        max={26}
        step={0.5}
        slots={{ valueLabel: ValueLabel }}
        valueLabelFormat={formatTemperature}
        getAriaValueText={formatTemperature}
      />
    </Box>
  );
}
