import Box from '@mui/joy/Box';

const quotas = [
  { label: 'Storage', value: 72, text: '7.2 GB of 10 GB used', color: 'primary' },
  { label: 'Seats', value: 90, text: '9 of 10 seats taken', color: 'warning' },
] as const;

export default function JoyBoxCssVariables() {
  return (
    <Box
      sx={(theme) => ({
        maxWidth: 360,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'md',
        border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
      })}
    >
      {quotas.map((quota) => (
        <Box
          key={quota.label}
          sx={{ '--meter-color': `var(--joy-palette-${quota.color}-solidBg)` }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
            <Box sx={{ typography: 'title-sm' }}>{quota.label}</Box>
            <Box sx={{ typography: 'body-sm' }}>{quota.text}</Box>
          </Box>
          <Box
            role="meter"
            aria-label={quota.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={quota.value}
            aria-valuetext={quota.text}
            sx={{
              height: 8,
              borderRadius: 'xl',
              overflow: 'hidden',
              bgcolor: `rgba(var(--joy-palette-${quota.color}-mainChannel) / 0.2)`,
            }}
          >
            <Box sx={{ width: `${quota.value}%`, height: '100%', bgcolor: 'var(--meter-color)' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
