import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const events = [
  { id: 'mentions', title: 'Someone mentions me', detail: 'In comments and task descriptions' },
  {
    id: 'assigned',
    title: 'A task is assigned to me',
    detail: 'Including tasks I assign to myself',
  },
  { id: 'due', title: 'A task is due tomorrow', detail: 'Sent at 9:00 in your time zone' },
  { id: 'digest', title: 'Weekly digest', detail: 'A summary of project activity every Monday' },
];

export default function JoyCheckboxNotifications() {
  const id = React.useId();
  const [enabled, setEnabled] = React.useState<string[]>(['mentions', 'assigned']);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 420 }}>
      <Typography id={`${id}-heading`} level="title-md" sx={{ px: 2, pt: 1.5 }}>
        Email me when…
      </Typography>
      <List aria-labelledby={`${id}-heading`} sx={{ '--ListItem-paddingY': '0.75rem' }}>
        {events.map((event) => (
          <ListItem key={event.id} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <Checkbox
              overlay
              checked={enabled.includes(event.id)}
              onChange={(change) =>
                setEnabled((current) =>
                  change.target.checked
                    ? [...current, event.id]
                    : current.filter((item) => item !== event.id),
                )
              }
              slotProps={{
                input: {
                  'aria-labelledby': `${id}-${event.id}-title`,
                  'aria-describedby': `${id}-${event.id}-detail`,
                },
              }}
            />
            <ListItemContent>
              <Typography id={`${id}-${event.id}-title`} level="title-sm">
                {event.title}
              </Typography>
              <Typography id={`${id}-${event.id}-detail`} level="body-xs">
                {event.detail}
              </Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
