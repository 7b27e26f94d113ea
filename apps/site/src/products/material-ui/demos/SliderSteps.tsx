import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const fontSizes = [
  { value: 12, label: 'S' },
  { value: 14, label: 'M' },
  { value: 16, label: 'L' },
  { value: 20, label: 'XL' },
];

export default function SliderSteps() {
  const brightnessId = React.useId();
  const fontId = React.useId();

  return (
    <Box sx={{ maxWidth: 360, px: 1 }}>
      <Typography id={brightnessId} variant="body2" gutterBottom>
        Screen brightness
      </Typography>
      <Slider
        aria-labelledby={brightnessId}
        defaultValue={60}
        step={10}
        marks
        min={0}
        max={100}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value}%`}
      />
      <Typography id={fontId} variant="body2" gutterBottom sx={{ mt: 2 }}>
        Reading font size
      </Typography>
      <Slider
        aria-labelledby={fontId}
        defaultValue={14}
        step={null}
        marks={fontSizes}
        min={12}
        max={20}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}px`}
        getAriaValueText={(value) => `${value} pixels`}
      />
    </Box>
  );
}
