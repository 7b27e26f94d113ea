import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const ratios = [
  { ratio: '16/9', use: 'Video' },
  { ratio: '4/3', use: 'Product photo' },
  { ratio: '1', use: 'Avatar, thumbnail' },
  { ratio: '3/4', use: 'Book cover' },
];

export default function JoyAspectRatioBasic() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        alignItems: 'start',
      }}
    >
      {ratios.map(({ ratio, use }) => (
        <div key={ratio}>
          <AspectRatio ratio={ratio} variant="outlined" sx={{ borderRadius: 'sm' }}>
            <Typography level="title-lg" component="div">
              {ratio}
            </Typography>
          </AspectRatio>
          <Typography level="body-xs" sx={{ mt: 0.5 }}>
            {use}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
