import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

const first = { name: 'Shared drive', href: '#shared-drive' };
// The middle of the path, shown in a menu instead of the trail.
const hidden = [
  { name: 'Finance', href: '#finance' },
  { name: '2024', href: '#finance-2024' },
  { name: 'Quarterly reports', href: '#quarterly-reports' },
];
const last = { name: 'Q2', href: '#q2' };

export default function JoyBreadcrumbsCollapsed() {
  return (
    <Breadcrumbs aria-label="Folder path">
      <Link color="neutral" href={first.href}>
        {first.name}
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: { size: 'sm', variant: 'plain', color: 'neutral' },
          }}
          aria-label={`Show ${hidden.length} more folders`}
        >
          <MoreHorizRounded />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {hidden.map((folder) => (
            <MenuItem key={folder.href} component="a" href={folder.href}>
              {folder.name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href={last.href}>
        {last.name}
      </Link>
      <Typography aria-current="page">Revenue by region.xlsx</Typography>
    </Breadcrumbs>
  );
}
