import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonCardLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(_event, checked) => setLoading(checked)} />}
        label="Simulate loading"
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>LH</Avatar>
            )
          }
          title={loading ? <Skeleton width="50%" /> : 'Lakeside Hostel'}
          subheader={loading ? <Skeleton width="35%" /> : 'Hallstatt · 4.7 from 812 reviews'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" />
        ) : (
          <Box
            role="img"
            aria-label="Lake view from the hostel terrace"
            sx={{
              height: 140,
              bgcolor: 'info.main',
              // A darker band at the bottom reads as water; the token underneath follows the theme.
              backgroundImage: 'linear-gradient(to bottom, transparent 40%, rgba(0, 0, 0, 0.35))',
            }}
          />
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="85%" />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Dorms and private rooms a two-minute walk from the ferry. Breakfast is included.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
