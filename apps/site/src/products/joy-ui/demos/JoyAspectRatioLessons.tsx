import PlayCircle from '@mui/icons-material/PlayCircle';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const lessons = [
  { title: 'Setting up your warehouse', duration: '6:40', palette: 'primary' },
  { title: 'Receiving and checking stock', duration: '9:15', palette: 'success' },
  { title: 'Picking routes that save time', duration: '12:02', palette: 'warning' },
  { title: 'Packing fragile orders', duration: '7:28', palette: 'danger' },
] as const;

export default function JoyAspectRatioLessons() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
    >
      {lessons.map((lesson, index) => (
        <Card key={lesson.title} size="sm">
          <CardOverflow>
            <AspectRatio ratio="16/9">
              <Box
                sx={(theme) => ({
                  background: `linear-gradient(135deg, ${theme.vars.palette[lesson.palette][300]}, ${theme.vars.palette[lesson.palette][700]})`,
                  color: theme.vars.palette.common.white,
                })}
              >
                <PlayCircle sx={{ fontSize: 40, color: 'inherit' }} />
              </Box>
            </AspectRatio>
          </CardOverflow>
          <Chip size="sm" variant="soft" sx={{ position: 'absolute', top: 8, right: 8 }}>
            {lesson.duration}
          </Chip>
          <Typography level="body-xs">Lesson {index + 1}</Typography>
          <Typography level="title-sm">{lesson.title}</Typography>
        </Card>
      ))}
    </Box>
  );
}
