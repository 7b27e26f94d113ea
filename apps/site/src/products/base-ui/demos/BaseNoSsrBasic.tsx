import { NoSsr } from '@mui/base/NoSsr';
import Box from '@mui/material/Box';

// Reads values that only the browser knows. Rendered on the server, it would
// print the server's settings and then fail to hydrate.
function DetectedRegion() {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <dl>
      <dt>Time zone</dt>
      <dd>{timeZone}</dd>
      <dt>Browser language</dt>
      <dd>{navigator.language}</dd>
    </dl>
  );
}

export default function BaseNoSsrBasic() {
  return (
    <Box
      component="section"
      aria-label="Regional settings"
      sx={{
        maxWidth: 300,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        typography: 'body2',
        '& dl': { m: 0 },
        '& dt': { fontWeight: 'fontWeightMedium' },
        '& dd': { m: 0, mb: 1, color: 'text.secondary' },
      }}
    >
      <Box component="h3" sx={{ typography: 'subtitle1', mt: 0 }}>
        Regional settings
      </Box>
      <NoSsr fallback={<p>Detecting your settings…</p>}>
        <DetectedRegion />
      </NoSsr>
    </Box>
  );
}
