import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

// Stands in for a page area styled by another app: serif font, content-box sizing.
const legacyHost = {
  flex: '1 1 240px',
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  fontFamily: 'Georgia, serif',
  fontSize: 13,
  boxSizing: 'content-box',
} as const;

function SignupForm() {
  return (
    <Box sx={{ p: 1.5 }}>
      <p style={{ margin: '0 0 8px' }}>
        Get <b>10% off</b> your next order.
      </p>
      <div style={{ width: '100%', padding: '8px 12px', border: '1px solid' }}>
        Sign up for the newsletter
      </div>
    </Box>
  );
}

export default function CssBaselineScoped() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={legacyHost}>
        <Typography variant="caption" component="p" color="text.secondary">
          Without ScopedCssBaseline
        </Typography>
        <SignupForm />
      </Box>
      <Box sx={legacyHost}>
        <Typography variant="caption" component="p" color="text.secondary">
          With ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline sx={{ borderRadius: 1 }}>
          <SignupForm />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
