import * as React from 'react';
import Add from '@mui/icons-material/Add';
import Description from '@mui/icons-material/Description';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Slideshow from '@mui/icons-material/Slideshow';
import TableChart from '@mui/icons-material/TableChart';
import UploadFile from '@mui/icons-material/UploadFile';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const fileTypes = [
  { label: 'Document', icon: <Description /> },
  { label: 'Spreadsheet', icon: <TableChart /> },
  { label: 'Presentation', icon: <Slideshow /> },
];

export default function JoyMenuBasic() {
  const [created, setCreated] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <MenuButton
          variant="solid"
          color="primary"
          startDecorator={<Add />}
          endDecorator={<KeyboardArrowDown />}
        >
          New
        </MenuButton>
        <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
          {fileTypes.map((type) => (
            <MenuItem key={type.label} onClick={() => setCreated(`Untitled ${type.label}`)}>
              <ListItemDecorator>{type.icon}</ListItemDecorator>
              {type.label}
            </MenuItem>
          ))}
          <ListDivider />
          <MenuItem onClick={() => setCreated('Upload started')}>
            <ListItemDecorator>
              <UploadFile />
            </ListItemDecorator>
            Upload a file…
          </MenuItem>
          <MenuItem disabled>
            <ListItemDecorator />
            From a template (Pro plan)
          </MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {created ? `${created}.` : 'Nothing created yet.'}
      </Typography>
    </Stack>
  );
}
