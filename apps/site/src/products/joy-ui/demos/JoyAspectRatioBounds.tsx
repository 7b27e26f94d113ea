import Campaign from '@mui/icons-material/Campaign';
import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const widths = [200, 360, '100%'] as const;

export default function JoyAspectRatioBounds() {
  return (
    <Stack spacing={2}>
      {widths.map((width) => (
        <Stack key={width} spacing={0.5} sx={{ width, maxWidth: '100%' }}>
          <Typography level="body-xs">
            Container width: {typeof width === 'number' ? `${width}px` : width}
          </Typography>
          {/* 3:1 banner, never shorter than 96px and never taller than 160px. */}
          <AspectRatio
            ratio="3/1"
            minHeight={96}
            maxHeight={160}
            variant="solid"
            color="primary"
            sx={{ borderRadius: 'md' }}
          >
            {/* The first child is stretched over the box; padding goes on an inner element. */}
            <div>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2 }}>
                <Campaign />
                <Typography level="title-md" textColor="inherit">
                  Summer sale: 20% off garden furniture
                </Typography>
              </Stack>
            </div>
          </AspectRatio>
        </Stack>
      ))}
    </Stack>
  );
}
