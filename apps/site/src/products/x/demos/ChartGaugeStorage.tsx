import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

const quotaGb = 200;
const usedGb = 174;
const nearlyFull = usedGb / quotaGb >= 0.8;

export default function ChartGaugeStorage() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 300, mx: 'auto', textAlign: 'center' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Cloud storage
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Gauge
          width={200}
          height={130}
          value={usedGb}
          valueMax={quotaGb}
          startAngle={-100}
          endAngle={100}
          innerRadius="78%"
          cornerRadius="50%"
          text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
          aria-label="Cloud storage used"
          aria-valuetext={`${usedGb} of ${quotaGb} GB`}
          sx={(theme) => ({
            [`& .${gaugeClasses.valueText}`]: { fontSize: 18, fontWeight: 700 },
            [`& .${gaugeClasses.valueArc}`]: {
              fill: (theme.vars ?? theme).palette[nearlyFull ? 'warning' : 'primary'].main,
            },
          })}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {nearlyFull
          ? `Almost full: ${quotaGb - usedGb} GB left. Delete old backups or upgrade your plan.`
          : `${quotaGb - usedGb} GB left.`}
      </Typography>
    </Paper>
  );
}
