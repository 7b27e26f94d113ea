import * as React from 'react';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedRounded from '@mui/icons-material/BookmarkAddedRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const articles = [
  {
    id: 'set-up-invoicing',
    title: 'Set up automatic invoicing',
    summary: 'Send invoices on a schedule and chase late payments for you.',
    minutes: 4,
  },
  {
    id: 'export-to-accounting',
    title: 'Export to your accounting tool',
    summary: 'Match categories once, then export every month in one click.',
    minutes: 6,
  },
];

export default function JoyLinkCardOverlay() {
  const [saved, setSaved] = React.useState<string[]>([]);

  const toggleSaved = (id: string) =>
    setSaved((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {articles.map((article) => (
        <Card
          key={article.id}
          orientation="horizontal"
          sx={{ flex: 1, '&:hover': { borderColor: 'primary.outlinedHoverBorder' } }}
        >
          <DescriptionRounded color="primary" />
          <CardContent>
            <Link overlay href={`#${article.id}`} level="title-md" underline="none">
              {article.title}
            </Link>
            <Typography level="body-sm">{article.summary}</Typography>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}
            >
              <Typography level="body-xs">{article.minutes} min read</Typography>
              {/* Positioned above the overlay so it keeps its own click target. */}
              <Button
                size="sm"
                variant="plain"
                startDecorator={
                  saved.includes(article.id) ? <BookmarkAddedRounded /> : <BookmarkAddOutlined />
                }
                onClick={() => toggleSaved(article.id)}
                sx={{ position: 'relative', zIndex: 1 }}
              >
                {saved.includes(article.id) ? 'Saved' : 'Save for later'}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
