import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', p: 2, bgcolor: 'background.default', borderRadius: 1 }}
    >
      {levels.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{
            width: 88,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="body2">{`elevation=${elevation}`}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
