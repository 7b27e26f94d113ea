import Check from '@mui/icons-material/Check';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const statuses = [
  { label: 'Draft', color: 'neutral' },
  { label: 'In review', color: 'primary' },
  { label: 'Paid', color: 'success' },
  { label: 'Due in 3 days', color: 'warning' },
  { label: 'Overdue', color: 'danger' },
] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function JoyChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {variants.map((variant) => (
          <Chip key={variant} variant={variant} color="primary">
            {variant}
          </Chip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {statuses.map((status) => (
          <Chip key={status.label} color={status.color}>
            {status.label}
          </Chip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Chip key={size} size={size} variant="outlined">
            Size {size}
          </Chip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip color="success" startDecorator={<Check />}>
          Delivered
        </Chip>
        <Chip variant="outlined" startDecorator={<LocalShippingOutlined />}>
          Free shipping
        </Chip>
        <Chip startDecorator={<Avatar aria-hidden="true">RK</Avatar>}>Rahul Kapoor</Chip>
        <Chip color="warning" variant="soft" endDecorator={<Schedule />}>
          Ships in 2 weeks
        </Chip>
      </Stack>
    </Stack>
  );
}
