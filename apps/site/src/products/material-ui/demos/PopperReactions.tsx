import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';

const reactions = [
  { label: 'Like', icon: <ThumbUpOutlined /> },
  { label: 'Love', icon: <FavoriteBorder /> },
  { label: 'Celebrate', icon: <CelebrationOutlined /> },
];

export default function PopperReactions() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [reaction, setReaction] = React.useState<string | null>(null);

  const close = () => {
    setAnchorEl(null);
    anchorEl?.focus(); // Popper does not restore focus; do it here.
  };
  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // A click on the button is "away" too; let the button's own onClick toggle instead.
    if (!anchorEl?.contains(event.target as Node)) setAnchorEl(null);
  };

  return (
    <Stack spacing={1} useFlexGap sx={{ alignItems: 'flex-start', maxWidth: 360 }}>
      <Typography variant="body2">
        The new onboarding flow cut sign-up time in half. Great work, everyone!
      </Typography>
      <Button
        size="small"
        startIcon={<AddReactionOutlined />}
        aria-expanded={anchorEl !== null}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {reaction ? `Reacted: ${reaction}` : 'React'}
      </Button>
      {/* disablePortal keeps the picker right after the button in the tab order. */}
      <Popper
        open={anchorEl !== null}
        anchorEl={anchorEl}
        placement="top-start"
        disablePortal
        role="group"
        aria-label="Reactions"
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={4} onKeyDown={(event) => event.key === 'Escape' && close()}>
          <ClickAwayListener onClickAway={handleClickAway}>
            <Stack direction="row" sx={{ p: 0.5 }}>
              {reactions.map((item, index) => (
                <IconButton
                  key={item.label}
                  aria-label={item.label}
                  aria-pressed={reaction === item.label}
                  autoFocus={index === 0}
                  onClick={() => {
                    setReaction(reaction === item.label ? null : item.label);
                    close();
                  }}
                >
                  {item.icon}
                </IconButton>
              ))}
            </Stack>
          </ClickAwayListener>
        </Paper>
      </Popper>
    </Stack>
  );
}
