import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

const StyledBadge = styled(Badge)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-flex',
    verticalAlign: 'middle',
    color: palette.text.primary,
    [`& .${badgeClasses.badge}`]: {
      ...theme.typography.caption,
      position: 'absolute',
      top: 0,
      right: 0,
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontWeight: 700,
      lineHeight: 1,
      color: palette.error.contrastText,
      backgroundColor: palette.error.main,
      transform: 'translate(50%, -50%) scale(1)',
      transition: 'transform 150ms, visibility 150ms',
      // No badgeContent: the badge slot is empty and becomes a small dot.
      '&:empty': {
        minWidth: 12,
        height: 12,
        padding: 0,
        border: '2px solid',
        borderColor: palette.background.paper,
      },
    },
    // Base only adds this class. Hiding the badge is up to your styles.
    [`& .${badgeClasses.invisible}`]: {
      visibility: 'hidden',
      transform: 'translate(50%, -50%) scale(0)',
    },
  };
});

const Avatar = styled('span')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: '50%',
    fontWeight: 700,
    color: palette.primary.contrastText,
    backgroundColor: palette.primary.main,
  };
});

const OnlineBadge = styled(StyledBadge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    top: 'auto',
    bottom: 0,
    transform: 'translate(0, 0)',
    backgroundColor: (theme.vars ?? theme).palette.success.main,
  },
  [`& .${badgeClasses.invisible}`]: { transform: 'scale(0)' },
}));

export default function BaseBadgeInvisible() {
  const [showCount, setShowCount] = React.useState(true);
  const [online, setOnline] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span role="img" aria-label={showCount ? 'Mail, 8 unread' : 'Mail'}>
          <StyledBadge badgeContent={8} invisible={!showCount}>
            <MailOutlineIcon />
          </StyledBadge>
        </span>
        <FormControlLabel
          control={
            <Switch checked={showCount} onChange={(event) => setShowCount(event.target.checked)} />
          }
          label="Show unread count"
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <OnlineBadge invisible={!online}>
          <Avatar role="img" aria-label={online ? 'Ada Lovelace, online' : 'Ada Lovelace, offline'}>
            AL
          </Avatar>
        </OnlineBadge>
        <FormControlLabel
          control={
            <Switch checked={online} onChange={(event) => setOnline(event.target.checked)} />
          }
          label="Online"
        />
      </Stack>
    </Stack>
  );
}
