import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import Stack from '@mui/material/Stack';
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
    [`&.${sliderClasses.marked}`]: { marginBottom: 20 },
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
      '&:hover': { boxShadow: `0 0 0 6px ${palette.action.hover}` },
    },
    [`& .${sliderClasses.focusVisible}`]: {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
    [`& .${sliderClasses.mark}`]: {
      position: 'absolute',
      width: 6,
      height: 6,
      marginLeft: -3,
      marginTop: -1,
      borderRadius: '50%',
      backgroundColor: palette.grey[500],
    },
    [`& .${sliderClasses.markActive}`]: { backgroundColor: palette.background.paper },
    [`& .${sliderClasses.markLabel}`]: {
      ...theme.typography.caption,
      position: 'absolute',
      top: 30,
      transform: 'translateX(-50%)',
      color: palette.text.secondary,
    },
    [`& .${sliderClasses.markLabelActive}`]: { color: palette.text.primary },
  };
});

const Label = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const textSizes = [
  { value: 12, label: 'S' },
  { value: 14, label: 'M' },
  { value: 16, label: 'L' },
  { value: 20, label: 'XL' },
];

const sizeNames: Record<number, string> = {
  12: 'Small',
  14: 'Medium',
  16: 'Large',
  20: 'Extra large',
};

export default function BaseSliderMarks() {
  const zoomId = React.useId();
  const textSizeId = React.useId();
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320, px: 1 }}>
      <div>
        <Label id={zoomId}>Zoom</Label>
        <StyledSlider
          aria-labelledby={zoomId}
          defaultValue={100}
          min={50}
          max={200}
          step={25}
          marks
          getAriaValueText={(value) => `${value}%`}
        />
      </div>
      <div>
        <Label id={textSizeId}>Text size</Label>
        <StyledSlider
          aria-labelledby={textSizeId}
          defaultValue={14}
          min={12}
          max={20}
          step={null}
          marks={textSizes}
          getAriaValueText={(value) => sizeNames[value] ?? `${value} px`}
        />
      </div>
    </Stack>
  );
}
