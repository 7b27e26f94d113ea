import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function FullWidthBar({ label }: { label: string }) {
  return (
    <Box
      sx={{
        width: '100%',
        p: 1.5,
        border: '4px solid',
        borderColor: 'primary.outlinedBorder',
        bgcolor: 'primary.softBg',
        color: 'primary.softColor',
      }}
    >
      {label}
    </Box>
  );
}

export default function JoyCssBaselineBoxSizing() {
  return (
    // Stands for a page that keeps the browser default, `box-sizing: content-box`.
    <Box sx={{ boxSizing: 'content-box', maxWidth: 240, p: 2, bgcolor: 'background.level1' }}>
      <Typography level="body-sm" sx={{ mb: 1 }}>
        Outside the baseline:
      </Typography>
      <FullWidthBar label="width: 100%, plus padding and border" />
      <Typography level="body-sm" sx={{ mt: 2, mb: 1 }}>
        Inside ScopedCssBaseline:
      </Typography>
      <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
        <FullWidthBar label="width: 100%, padding and border included" />
      </ScopedCssBaseline>
    </Box>
  );
}
