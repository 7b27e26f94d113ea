import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function GaugeNeedle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles start at 12 o'clock and grow clockwise.
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  const color = (theme.vars ?? theme).palette.text.primary;
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill={color} />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke={color} strokeWidth={3} />
    </g>
  );
}

function SpeedReadout() {
  const { cy } = useGaugeState();
  return <GaugeValueText text={({ value }) => `${value} Mb/s`} y={cy + 32} fontSize={16} />;
}

const speed = 92;

export default function ChartGaugeSpeedNeedle() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <GaugeContainer
        width={220}
        height={150}
        value={speed}
        valueMax={160}
        startAngle={-110}
        endAngle={110}
        innerRadius="80%"
        aria-label="Download speed"
        aria-valuetext={`${speed} megabits per second`}
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <GaugeNeedle />
        <SpeedReadout />
      </GaugeContainer>
    </Box>
  );
}
