import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

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
      transform: 'translate(50%, -50%) scale(1)',
      transition: 'transform 150ms, visibility 150ms',
    },
    [`& .${badgeClasses.invisible}`]: {
      visibility: 'hidden',
      transform: 'translate(50%, -50%) scale(0)',
    },
  };
});

const IconButton = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    padding: theme.spacing(1),
    border: 0,
    borderRadius: '50%',
    color: palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

export default function BaseBadgeToolbar() {
  const [notifications, setNotifications] = React.useState(5);
  const [cartItems, setCartItems] = React.useState(2);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography variant="subtitle1" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
          Trailhead Outfitters
        </Typography>
        <IconButton
          type="button"
          aria-label={
            notifications > 0 ? `Notifications, ${notifications} unread` : 'Notifications'
          }
        >
          <StyledBadge badgeContent={notifications}>
            <NotificationsNoneIcon />
          </StyledBadge>
        </IconButton>
        <IconButton
          type="button"
          aria-label={`Cart, ${cartItems} ${cartItems === 1 ? 'item' : 'items'}`}
        >
          <StyledBadge badgeContent={cartItems} showZero>
            <ShoppingCartOutlinedIcon />
          </StyledBadge>
        </IconButton>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setCartItems((count) => count + 1)}>
          Add to cart
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={cartItems === 0}
          onClick={() => setCartItems((count) => count - 1)}
        >
          Remove from cart
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={notifications === 0}
          onClick={() => setNotifications(0)}
        >
          Mark all as read
        </Button>
      </Stack>
    </Stack>
  );
}
