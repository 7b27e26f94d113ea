import * as React from 'react';
import Grid from '@mui/joy/Grid';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const figures = [
  { label: 'Revenue', value: '€48,210', change: '+12% on last month' },
  { label: 'Orders', value: '1,284', change: '+4% on last month' },
  { label: 'Returns', value: '2.1%', change: '−0.3 points' },
];

const activity = [
  'Order #5520 shipped to Lyon',
  'Refund approved for order #5497',
  'New wholesale customer: Nordlicht GmbH',
];

export default function JoyGridDashboard() {
  const activityId = React.useId();

  return (
    <Grid container spacing={2}>
      <Grid
        xs={12}
        md={8}
        container
        component="ul"
        aria-label="Key figures this month"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {figures.map((figure) => (
          <Grid key={figure.label} xs={12} sm={4} component="li">
            <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', height: '100%' }}>
              <Typography level="body-sm">{figure.label}</Typography>
              <Typography level="h3" component="p">
                {figure.value}
              </Typography>
              <Typography level="body-xs">{figure.change}</Typography>
            </Sheet>
          </Grid>
        ))}
      </Grid>
      <Grid xs={12} md={4} component="section" aria-labelledby={activityId}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', height: '100%' }}>
          <Typography id={activityId} level="title-md" component="h3">
            Recent activity
          </Typography>
          <List size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
            {activity.map((entry) => (
              <ListItem key={entry}>{entry}</ListItem>
            ))}
          </List>
        </Sheet>
      </Grid>
    </Grid>
  );
}
