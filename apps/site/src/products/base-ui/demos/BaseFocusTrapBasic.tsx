import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

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
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const Panel = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5),
    border: `2px solid ${palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    color: palette.text.primary,
    '& p': { flexBasis: '100%', margin: 0 },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

export default function BaseFocusTrapBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button type="button" onClick={() => setOpen(true)}>
        Open the trapped panel
      </Button>
      {open && (
        <FocusTrap open>
          {/* The trap focuses this element when it opens, so it needs a tabIndex. */}
          <Panel tabIndex={-1} role="group" aria-label="Trapped panel">
            <p>Press Tab and Shift+Tab: focus cycles through these three buttons only.</p>
            <Button type="button">First</Button>
            <Button type="button">Second</Button>
            <Button type="button" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Panel>
        </FocusTrap>
      )}
    </Stack>
  );
}
