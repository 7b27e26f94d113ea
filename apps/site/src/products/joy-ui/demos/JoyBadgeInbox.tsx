import * as React from 'react';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function JoyBadgeInbox() {
  const [unread, setUnread] = React.useState<number>(3);
  const label =
    unread === 0
      ? 'Inbox, no unread messages'
      : `Inbox, ${unread} unread message${unread === 1 ? '' : 's'}`;

  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        borderRadius: 'md',
        flexWrap: 'wrap',
      }}
    >
      <Typography level="title-md" sx={{ flex: 1, px: 1 }}>
        Support desk
      </Typography>
      <Button size="sm" variant="plain" onClick={() => setUnread((n) => n + 1)}>
        Simulate new message
      </Button>
      <Button
        size="sm"
        variant="plain"
        color="neutral"
        onClick={() => setUnread(0)}
        disabled={unread === 0}
      >
        Mark all as read
      </Button>
      <Badge
        badgeContent={unread}
        max={9}
        color="danger"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <IconButton variant="soft" aria-label={label}>
          <InboxOutlined />
        </IconButton>
      </Badge>
    </Sheet>
  );
}
