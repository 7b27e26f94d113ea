'use client';

import { Box, Typography } from '@mui/material';
import { useAdsText } from './useAdsText.js';

/** Shown instead of an ad to some readers with an ad blocker: a short, polite request. */
export function AdAllowAds() {
  const text = useAdsText();
  return (
    <Box
      sx={{
        height: '100%',
        boxSizing: 'border-box',
        p: { xs: 1, sm: 1.5 },
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 700, m: 0 }}>
        {text('allowAdsTitle')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ m: 0 }}>
        {text('allowAdsBody')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ m: 0 }}>
        {text('allowAdsThanks')} <span aria-hidden="true">❤️</span>
      </Typography>
    </Box>
  );
}
