import * as React from 'react';
import MailOutline from '@mui/icons-material/MailOutline';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/joy/Badge';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Caption({ children }: { children: React.ReactNode }) {
  return (
    <Typography level="body-xs" sx={{ mt: 1.5, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

export default function JoyBadgeContent() {
  const [hidden, setHidden] = React.useState<boolean>(false);

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={5}
        sx={{ flexWrap: 'wrap', rowGap: 3, alignItems: 'flex-end', '--Icon-fontSize': '2rem' }}
      >
        <div>
          <Badge badgeContent={4} invisible={hidden}>
            <MailOutline />
          </Badge>
          <Caption>4</Caption>
        </div>
        <div>
          <Badge badgeContent={150} invisible={hidden}>
            <MailOutline />
          </Badge>
          <Caption>150, max 99</Caption>
        </div>
        <div>
          <Badge badgeContent={1200} max={999} invisible={hidden}>
            <MailOutline />
          </Badge>
          <Caption>1200, max 999</Caption>
        </div>
        <div>
          <Badge badgeContent={0} invisible={hidden}>
            <ShoppingCartOutlined />
          </Badge>
          <Caption>0 (hidden)</Caption>
        </div>
        <div>
          <Badge badgeContent={0} showZero invisible={hidden}>
            <ShoppingCartOutlined />
          </Badge>
          <Caption>0 with showZero</Caption>
        </div>
        <div>
          <Badge invisible={hidden} size="sm">
            <NotificationsNone />
          </Badge>
          <Caption>No content: a dot</Caption>
        </div>
      </Stack>
      <Checkbox
        label="Hide every badge with invisible"
        checked={hidden}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setHidden(event.target.checked)}
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
