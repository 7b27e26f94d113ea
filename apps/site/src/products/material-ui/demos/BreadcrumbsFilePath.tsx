import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';

const folders = ['Shared drive', 'Marketing', '2025', 'Spring campaign', 'Print', 'Posters'];

export default function BreadcrumbsFilePath() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Six folders deep: the middle of the path collapses into an expand button.
      </Typography>
      <Breadcrumbs
        aria-label="File location"
        maxItems={4}
        itemsBeforeCollapse={1}
        itemsAfterCollapse={2}
        expandText="Show all folders"
      >
        {folders.map((folder) => (
          <Link
            key={folder}
            underline="hover"
            color="inherit"
            href={`#${folder.toLowerCase().replace(/\s+/g, '-')}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <FolderIcon fontSize="inherit" />
            {folder}
          </Link>
        ))}
        <Typography
          color="text.primary"
          aria-current="page"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <InsertDriveFileIcon fontSize="inherit" />
          a2-poster-final.pdf
        </Typography>
      </Breadcrumbs>
    </Stack>
  );
}
