import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function JoySkeletonCard() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography
        component="label"
        level="body-sm"
        endDecorator={
          <Switch
            checked={loading}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
              setLoading(event.target.checked)
            }
          />
        }
      >
        Simulate a slow network
      </Typography>
      <Card variant="outlined" aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading} animation="wave" aria-hidden>
            <Box
              sx={{
                background:
                  'linear-gradient(135deg, var(--joy-palette-primary-300), var(--joy-palette-success-300))',
              }}
            />
          </Skeleton>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md">
            <Skeleton loading={loading} animation="wave" aria-hidden>
              Packing a week of lunches in 40 minutes
            </Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading} animation="wave" aria-hidden>
              Five recipes that share three base ingredients and keep for days in the fridge.
            </Skeleton>
          </Typography>
        </CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar size="sm" color="primary">
            <Skeleton loading={loading} animation="wave" aria-hidden>
              AK
            </Skeleton>
          </Avatar>
          <Typography level="body-xs">
            <Skeleton loading={loading} animation="wave" aria-hidden>
              Amara Kofi · 6 min read
            </Skeleton>
          </Typography>
        </Stack>
      </Card>
    </Stack>
  );
}
