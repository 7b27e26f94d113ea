import Description from '@mui/icons-material/Description';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const results = [
  {
    title: 'Q2 revenue forecast',
    meta: 'Spreadsheet · edited by Priya Raman on 12 May 2024',
    kind: 'Sheet',
    color: 'success',
    icon: <TableChart />,
  },
  {
    title: 'Supplier contract — Nordic Timber AB',
    meta: 'PDF · 14 pages · uploaded 3 April 2024',
    kind: 'PDF',
    color: 'danger',
    icon: <PictureAsPdf />,
  },
  {
    title: 'Onboarding checklist for new hires',
    meta: 'Document · edited by Tom Becker on 28 April 2024',
    kind: 'Doc',
    color: 'primary',
    icon: <Description />,
  },
] as const;

export default function JoyCardHorizontal() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {results.map((result) => (
        <Card key={result.title} orientation="horizontal" variant="outlined">
          <AspectRatio
            ratio="1"
            variant="soft"
            color={result.color}
            sx={{ width: 64, borderRadius: 'sm' }}
          >
            {result.icon}
          </AspectRatio>
          <CardContent>
            <Typography level="title-md">{result.title}</Typography>
            <Typography level="body-sm">{result.meta}</Typography>
          </CardContent>
          <Chip size="sm" variant="soft" color={result.color} sx={{ alignSelf: 'center' }}>
            {result.kind}
          </Chip>
        </Card>
      ))}
    </Stack>
  );
}
