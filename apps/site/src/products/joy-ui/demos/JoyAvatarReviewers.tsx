import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

type Verdict = 'Approved' | 'Changes requested' | 'Pending';

const reviewers: { name: string; initials: string; team: string; verdict: Verdict }[] = [
  { name: 'Amara Mensah', initials: 'AM', team: 'Payments', verdict: 'Approved' },
  { name: 'Felix Wagner', initials: 'FW', team: 'Security', verdict: 'Changes requested' },
  { name: 'Sofia Lindqvist', initials: 'SL', team: 'Design system', verdict: 'Pending' },
];

const verdictColor = {
  Approved: 'success',
  'Changes requested': 'warning',
  Pending: 'neutral',
} as const;

export default function JoyAvatarReviewers() {
  const headingId = React.useId();
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 420, p: 1.5 }}>
      <Typography id={headingId} level="title-sm" sx={{ px: 1, pb: 0.5 }}>
        Reviewers · Refund flow for partial shipments
      </Typography>
      <List aria-labelledby={headingId} sx={{ '--ListItemDecorator-size': '48px' }}>
        {reviewers.map((reviewer) => (
          <ListItem key={reviewer.name}>
            <ListItemDecorator>
              <Avatar aria-hidden="true" color={verdictColor[reviewer.verdict]} size="sm">
                {reviewer.initials}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{reviewer.name}</Typography>
              <Typography level="body-xs">{reviewer.team}</Typography>
            </ListItemContent>
            <Chip size="sm" variant="soft" color={verdictColor[reviewer.verdict]}>
              {reviewer.verdict}
            </Chip>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
