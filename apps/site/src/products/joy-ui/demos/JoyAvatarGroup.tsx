import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const members = [
  'Nadia Osei',
  'Jonas Berg',
  'Priya Raman',
  'Tomás Ruiz',
  'Hana Sato',
  'Ewa Nowak',
  'Liam Walsh',
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function MemberGroup({ visible, size }: { visible: number; size: 'sm' | 'md' | 'lg' }) {
  const shown = members.slice(0, visible);
  const surplus = members.length - shown.length;
  return (
    <AvatarGroup size={size} role="group" aria-label={`${members.length} members`}>
      {shown.map((name) => (
        <Avatar key={name} role="img" aria-label={name}>
          {initials(name)}
        </Avatar>
      ))}
      {surplus > 0 ? (
        <Avatar variant="solid" color="primary" role="img" aria-label={`${surplus} more members`}>
          +{surplus}
        </Avatar>
      ) : null}
    </AvatarGroup>
  );
}

export default function JoyAvatarGroup() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MemberGroup visible={3} size="sm" />
        <Typography level="body-sm">Warehouse team · compact row</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MemberGroup visible={4} size="md" />
        <Typography level="body-sm">Warehouse team · project header</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MemberGroup visible={7} size="lg" />
        <Typography level="body-sm">Everyone fits: no surplus avatar</Typography>
      </Stack>
    </Stack>
  );
}
