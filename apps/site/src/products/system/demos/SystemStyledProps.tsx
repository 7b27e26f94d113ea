import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

type Tone = 'neutral' | 'positive' | 'negative';

interface BadgeProps {
  tone: Tone;
}

// `tone` styles the element but must not reach the DOM, where it would be an unknown attribute.
const Badge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
  name: 'StatusBadge',
  slot: 'Root',
})<BadgeProps>(({ theme, tone }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.fontWeightMedium,
  color:
    tone === 'neutral'
      ? (theme.vars ?? theme).palette.text.primary
      : (theme.vars ?? theme).palette.common.white,
  backgroundColor:
    tone === 'positive'
      ? (theme.vars ?? theme).palette.success.main
      : tone === 'negative'
        ? (theme.vars ?? theme).palette.error.main
        : (theme.vars ?? theme).palette.action.selected,
}));

export default function SystemStyledProps() {
  const [count, setCount] = React.useState<number>(0);
  const tone: Tone = count > 0 ? 'positive' : count < 0 ? 'negative' : 'neutral';

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <button type="button" onClick={() => setCount((c) => c - 1)} aria-label="Decrease">
        −
      </button>
      <Badge tone={tone} role="status">
        Balance: {count}
      </Badge>
      <button type="button" onClick={() => setCount((c) => c + 1)} aria-label="Increase">
        +
      </button>
    </Stack>
  );
}
