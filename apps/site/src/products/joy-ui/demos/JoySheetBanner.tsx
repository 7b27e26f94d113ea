import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoySheetBanner() {
  return (
    <Stack spacing={2}>
      {(['neutral', 'primary'] as const).map((color) => (
        <Sheet
          key={color}
          variant="solid"
          color={color}
          invertedColors
          sx={{
            // A darker shade than the default solid colour keeps the inverted
            // secondary text above a 4.5:1 contrast ratio.
            bgcolor: `${color}.800`,
            p: { xs: 2, sm: 3 },
            borderRadius: 'lg',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <RocketLaunchRounded sx={{ fontSize: 32 }} />
          <Box sx={{ flex: '1 1 240px' }}>
            <Chip size="sm" sx={{ mb: 0.5 }}>
              5 days left
            </Chip>
            <Typography level="title-lg">Your trial of the Team plan is ending</Typography>
            <Typography level="body-sm">
              Keep shared dashboards and unlimited exports, or{' '}
              <Link href="#compare-plans" underline="always">
                compare plans
              </Link>{' '}
              first.
            </Typography>
          </Box>
          <Button variant="soft">Upgrade now</Button>
          <Button variant="plain">Remind me later</Button>
        </Sheet>
      ))}
    </Stack>
  );
}
