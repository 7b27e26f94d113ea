import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

type CheckStatus = 'success' | 'warning' | 'error';

// Repeated, prop-driven styles: a styled() component.
const StatusBadge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: CheckStatus }>(({ theme, status }) => ({
  ...theme.typography.caption,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: (theme.vars ?? theme).palette[status].main,
  },
}));

const checks: { name: string; status: CheckStatus; label: string }[] = [
  { name: 'Unit tests', status: 'success', label: 'Passed' },
  { name: 'Lint', status: 'success', label: 'Passed' },
  { name: 'End-to-end tests', status: 'warning', label: 'Running' },
  { name: 'Bundle size', status: 'error', label: 'Over budget' },
];

export default function BoxStackStyled() {
  return (
    // One-off styles: a Box with sx.
    <Box
      sx={{
        width: '100%',
        maxWidth: 400,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Checks for pull request 318
      </Typography>
      {/* One-dimensional layout: Stacks. */}
      <Stack spacing={1}>
        {checks.map((check) => (
          <Stack
            key={check.name}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="body2">{check.name}</Typography>
            <StatusBadge status={check.status}>{check.label}</StatusBadge>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
