import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import SettingsSharpIcon from '@mui/icons-material/SettingsSharp';
import SettingsTwoToneIcon from '@mui/icons-material/SettingsTwoTone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';

interface IconTheme {
  name: string;
  suffix: string;
  Delete: typeof SvgIcon;
  Settings: typeof SvgIcon;
}

const iconThemes: IconTheme[] = [
  { name: 'Filled', suffix: '(no suffix)', Delete: DeleteIcon, Settings: SettingsIcon },
  {
    name: 'Outlined',
    suffix: 'Outlined',
    Delete: DeleteOutlinedIcon,
    Settings: SettingsOutlinedIcon,
  },
  { name: 'Rounded', suffix: 'Rounded', Delete: DeleteRoundedIcon, Settings: SettingsRoundedIcon },
  { name: 'Two tone', suffix: 'TwoTone', Delete: DeleteTwoToneIcon, Settings: SettingsTwoToneIcon },
  { name: 'Sharp', suffix: 'Sharp', Delete: DeleteSharpIcon, Settings: SettingsSharpIcon },
];

export default function IconsThemes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {iconThemes.map(({ name, suffix, Delete, Settings }) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center', minWidth: 88 }}>
          <Stack direction="row" spacing={1}>
            <Delete fontSize="large" />
            <Settings fontSize="large" />
          </Stack>
          <Typography variant="body2">{name}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {suffix}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
