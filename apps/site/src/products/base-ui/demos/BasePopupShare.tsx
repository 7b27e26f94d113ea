import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const link = 'https://example.com/reports/q3-summary';

const Button = styled('button')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    fontWeight: 600,
    padding: theme.spacing(0.75, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    cursor: 'pointer',
    '&[aria-expanded="true"]': { backgroundColor: palette.action.selected },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Panel = styled('div')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    zIndex: 1200,
    width: 'min(280px, calc(100vw - 32px))',
    padding: theme.spacing(1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    '& h3': { ...theme.typography.subtitle2, margin: 0 },
    '& input': {
      font: 'inherit',
      minWidth: 0,
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: 'transparent',
      color: 'inherit',
    },
  };
});

export default function BasePopupShare() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    if (open) {
      inputRef.current?.select();
    }
  }, [open]);

  const close = () => {
    setOpen(false);
    anchor?.focus();
  };

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setStatus('Link copied.'),
      () => setStatus('Copying failed: select the link and copy it yourself.'),
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button type="button">Download</Button>
      <Button
        type="button"
        ref={setAnchor}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setStatus('');
          setOpen((previous) => !previous);
        }}
      >
        Share
      </Button>
      <Popup
        open={open}
        anchor={anchor}
        placement="bottom-end"
        offset={6}
        slots={{ root: Panel }}
        role="dialog"
        aria-labelledby={titleId}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <ClickAwayListener onClickAway={(event) => event.target !== anchor && setOpen(false)}>
          <Stack spacing={1}>
            <h3 id={titleId}>Share this report</h3>
            <input ref={inputRef} readOnly value={link} aria-label="Link to the report" />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button type="button" onClick={copy}>
                Copy link
              </Button>
              <span role="status">{status}</span>
            </Stack>
          </Stack>
        </ClickAwayListener>
      </Popup>
    </Stack>
  );
}
