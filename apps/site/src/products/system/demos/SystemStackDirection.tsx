import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const steps = ['Plan', 'Build', 'Ship'];

export default function SystemStackDirection() {
  return (
    // A column on phones, a row from the sm breakpoint up, with a gap that grows too.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      {steps.map((step, index) => (
        <Box
          key={step}
          sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}
        >
          {index + 1}. {step}
        </Box>
      ))}
    </Stack>
  );
}
