import * as React from 'react';
import { CssAnimation } from '@mui/base/Transitions';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { keyframes, styled } from '@mui/material/styles';

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  70% { transform: scale(1.05); }
  to { opacity: 1; transform: none; }
`;

const popOut = keyframes`
  to { opacity: 0; transform: scale(0.6); }
`;

const Trigger = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Badge = styled(CssAnimation)(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.success.main,
    color: palette.success.contrastText,
    boxShadow: shadows[4],
    '&.entering': { animation: `${popIn} 300ms ease-out` },
    // `forwards` keeps the last frame until the popup unmounts.
    '&.exiting': { animation: `${popOut} 150ms ease-in forwards` },
  };
});

export default function BaseTransitionsCssAnimation() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [saved, setSaved] = React.useState(false);

  // Hide the confirmation two seconds after it appears.
  React.useEffect(() => {
    if (!saved) {
      return undefined;
    }
    const timeout = setTimeout(() => setSaved(false), 2000);
    return () => clearTimeout(timeout);
  }, [saved]);

  return (
    <div>
      <Trigger type="button" ref={setAnchor} onClick={() => setSaved(true)}>
        Save draft
      </Trigger>
      <Popup
        open={saved}
        anchor={anchor}
        placement="right"
        offset={8}
        role="status"
        style={{ zIndex: 1200 }}
      >
        <Badge
          enterClassName="entering"
          exitClassName="exiting"
          enterAnimationName={popIn.name}
          exitAnimationName={popOut.name}
        >
          Draft saved
        </Badge>
      </Popup>
    </div>
  );
}
