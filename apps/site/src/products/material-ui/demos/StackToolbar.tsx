import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Forward from '@mui/icons-material/Forward';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Reply from '@mui/icons-material/Reply';

const groups = [
  {
    name: 'respond',
    actions: [
      { label: 'Reply', icon: <Reply /> },
      { label: 'Forward', icon: <Forward /> },
    ],
  },
  {
    name: 'organise',
    actions: [
      { label: 'Archive', icon: <ArchiveOutlined /> },
      { label: 'Mark as unread', icon: <MarkEmailUnreadOutlined /> },
      { label: 'Delete', icon: <DeleteOutline /> },
    ],
  },
];

export default function StackToolbar() {
  return (
    <Stack
      role="group"
      aria-label="Message actions"
      direction="row"
      spacing={1}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{
        width: '100%',
        alignItems: 'center',
        px: 1,
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {groups.map((group) => (
        <Stack key={group.name} direction="row" spacing={0.5}>
          {group.actions.map((action) => (
            <Tooltip key={action.label} title={action.label}>
              <IconButton aria-label={action.label} size="small">
                {action.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
      ))}
      {/* The spacer pushes the last item to the end of the row. */}
      <Stack direction="row" sx={{ flexGrow: 1, justifyContent: 'flex-end' }}>
        <Button size="small" variant="contained">
          Move to…
        </Button>
      </Stack>
    </Stack>
  );
}
