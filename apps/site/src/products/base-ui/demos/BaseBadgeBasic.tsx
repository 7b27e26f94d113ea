import { Badge, badgeClasses } from '@mui/base/Badge';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import InboxIcon from '@mui/icons-material/Inbox';

const StyledBadge = styled(Badge)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-flex',
    verticalAlign: 'middle',
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
      transform: 'translate(50%, -50%)',
    },
  };
});

const IconButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    padding: theme.spacing(1),
    border: `1px solid ${palette.divider}`,
    borderRadius: 8,
    color: palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

export default function BaseBadgeBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{ p: 1 }}>
      <IconButton type="button" aria-label="Mail, 4 unread">
        <StyledBadge badgeContent={4}>
          <MailOutlineIcon />
        </StyledBadge>
      </IconButton>
      <IconButton type="button" aria-label="Chats, 12 unread">
        <StyledBadge badgeContent={12}>
          <ChatBubbleOutlineIcon />
        </StyledBadge>
      </IconButton>
      <IconButton type="button" aria-label="Inbox, 3 new">
        <StyledBadge badgeContent={3}>
          <InboxIcon />
        </StyledBadge>
      </IconButton>
    </Stack>
  );
}
