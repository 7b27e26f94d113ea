import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Pack', 'Ship', 'Deliver'];

export default function JoyStackBasic() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          {'spacing={1}, column by default'}
        </Typography>
        <Stack spacing={1}>
          {steps.map((step) => (
            <Sheet key={step} variant="soft" sx={{ p: 1, borderRadius: 'sm' }}>
              {step}
            </Sheet>
          ))}
        </Stack>
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          {'direction="row" spacing={2}'}
        </Typography>
        <Stack direction="row" spacing={2}>
          {steps.map((step) => (
            <Sheet key={step} variant="soft" sx={{ p: 1, borderRadius: 'sm', flex: 1 }}>
              {step}
            </Sheet>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
