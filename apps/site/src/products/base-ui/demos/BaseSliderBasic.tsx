import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
      '&:hover': { boxShadow: `0 0 0 6px ${palette.action.hover}` },
    },
    [`& .${sliderClasses.focusVisible}`]: {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 2,
    },
    [`&.${sliderClasses.disabled}`]: {
      color: palette.text.disabled,
      cursor: 'default',
      pointerEvents: 'none',
    },
  };
});

const Label = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BaseSliderBasic() {
  const volumeId = React.useId();
  const balanceId = React.useId();
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
      <div>
        <Label id={volumeId}>Volume</Label>
        <StyledSlider aria-labelledby={volumeId} defaultValue={40} />
      </div>
      <div>
        <Label id={balanceId}>Balance (needs a stereo device)</Label>
        <StyledSlider aria-labelledby={balanceId} defaultValue={50} disabled />
        <Typography variant="body2" color="text.secondary">
          Connect headphones to change the balance.
        </Typography>
      </div>
    </Stack>
  );
}
