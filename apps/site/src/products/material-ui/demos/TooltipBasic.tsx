import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Archive">
        <IconButton aria-label="Archive">
          <SvgIcon>
            <path d="M4 4h16v4H4zM5 9h14v11H5zm5 2v2h4v-2z" />
          </SvgIcon>
        </IconButton>
      </Tooltip>
      <Tooltip title="Keyboard shortcut: Ctrl + K" arrow>
        <IconButton aria-label="Search">
          <SvgIcon>
            <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
          </SvgIcon>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
