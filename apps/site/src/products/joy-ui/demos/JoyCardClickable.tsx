import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const projects = [
  {
    id: 'warehouse-migration',
    name: 'Warehouse migration',
    updatedAt: '14 May 2024',
    status: 'On track',
  },
  {
    id: 'checkout-redesign',
    name: 'Checkout redesign',
    updatedAt: '9 May 2024',
    status: 'At risk',
  },
] as const;

export default function JoyCardClickable() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {projects.map((project) => (
        // Each card is its link's target here; in an app the link would open the project.
        <Card
          key={project.id}
          id={project.id}
          sx={{
            flex: 1,
            '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
          }}
        >
          <CardContent>
            <Link
              overlay
              href={`#${project.id}`}
              underline="none"
              level="title-md"
              textColor="text.primary"
            >
              {project.name}
            </Link>
            <Typography level="body-sm">Updated {project.updatedAt}</Typography>
          </CardContent>
          <Chip
            size="sm"
            variant="soft"
            color={project.status === 'On track' ? 'success' : 'warning'}
            sx={{ alignSelf: 'flex-start' }}
          >
            {project.status}
          </Chip>
        </Card>
      ))}
    </Stack>
  );
}
