import Stack from '@mui/joy/Stack';
import Typography, { type TypographyProps } from '@mui/joy/Typography';

const levels: { level: NonNullable<TypographyProps['level']>; sample: string }[] = [
  { level: 'h1', sample: 'Quarterly report' },
  { level: 'h2', sample: 'Revenue by region' },
  { level: 'h3', sample: 'Northern Europe' },
  { level: 'h4', sample: 'Denmark' },
  { level: 'title-lg', sample: 'Oak dining chair' },
  { level: 'title-md', sample: 'Delivery address' },
  { level: 'title-sm', sample: 'Payment method' },
  { level: 'body-lg', sample: 'Your order has shipped and arrives on Friday.' },
  { level: 'body-md', sample: 'We will email you when the courier is on the way.' },
  { level: 'body-sm', sample: 'Prices include VAT where it applies.' },
  { level: 'body-xs', sample: 'Last updated 14 May 2024' },
];

export default function JoyTypographyLevels() {
  return (
    <Stack spacing={1.5}>
      {levels.map(({ level, sample }) => (
        <Stack
          key={level}
          direction="row"
          spacing={2}
          alignItems="baseline"
          sx={{ borderBottom: '1px solid', borderColor: 'divider', pb: 1 }}
        >
          <Typography
            level="body-xs"
            textColor="text.secondary"
            sx={{ width: 64, flexShrink: 0, fontFamily: 'code' }}
          >
            {level}
          </Typography>
          {/* component="p" keeps the specimen out of the page's heading outline. */}
          <Typography level={level} component="p" noWrap>
            {sample}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
