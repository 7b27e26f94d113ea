import Box from '@mui/joy/Box';

export default function JoyBoxSx() {
  return (
    <Box
      sx={{
        maxWidth: 420,
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.level1',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
        boxShadow: 'sm',
        typography: 'body-sm',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ typography: 'title-md', mb: 0.5 }}>Nightly backups are on</Box>
      Your workspace is copied to a second region every night at 02:00 UTC. Copies are kept for 30
      days, and restoring one takes about ten minutes.
    </Box>
  );
}
