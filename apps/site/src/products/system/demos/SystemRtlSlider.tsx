import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// ThemeProvider renders RtlProvider with `value={theme.direction === 'rtl'}`,
// so these two functions turn the right-to-left flag off and on for their subtree.
const ltrFlag = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });
const rtlFlag = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function SystemRtlSlider() {
  return (
    <Box dir="rtl" lang="ar" sx={{ display: 'grid', gap: 3, maxWidth: 320, color: 'text.primary' }}>
      <div>
        <Box id="rtl-slider-dir-only" sx={{ typography: 'body2' }}>
          مستوى الصوت (dir فقط)
        </Box>
        <ThemeProvider theme={ltrFlag}>
          <Slider defaultValue={30} aria-labelledby="rtl-slider-dir-only" />
        </ThemeProvider>
      </div>
      <div>
        <Box id="rtl-slider-provider" sx={{ typography: 'body2' }}>
          مستوى الصوت (dir + RtlProvider)
        </Box>
        <ThemeProvider theme={rtlFlag}>
          <Slider defaultValue={30} aria-labelledby="rtl-slider-provider" />
        </ThemeProvider>
      </div>
    </Box>
  );
}
