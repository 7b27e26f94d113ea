import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Popper } from '@mui/base/Popper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const tasks = [
  { title: 'Write release notes', done: false },
  { title: 'Review pricing page', done: true },
  { title: 'Update the roadmap', done: false },
  { title: 'Reply to support tickets', done: true },
];

const Trigger = styled('button')(({ theme }) => {
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

const Panel = styled('form')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    width: 240,
    margin: theme.spacing(1, 0),
    padding: theme.spacing(1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[6],
    '& label': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '& label:has(input[type="checkbox"])': { flexDirection: 'row', alignItems: 'center' },
    '& input[type="text"]': {
      font: 'inherit',
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: 'transparent',
      color: 'inherit',
    },
    '& button': { alignSelf: 'flex-end' },
  };
});

const List = styled('ul')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  color: (theme.vars ?? theme).palette.text.primary,
}));

export default function BasePopperKeepMounted() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [filter, setFilter] = React.useState({ text: '', openOnly: false });
  const searchRef = React.useRef<HTMLInputElement>(null);
  const open = anchorEl !== null;
  const panelId = React.useId();

  React.useEffect(() => {
    if (open) {
      searchRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    anchorEl?.focus();
    setAnchorEl(null);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter({ text: String(data.get('text')), openOnly: data.has('openOnly') });
    close();
  };

  const visible = tasks.filter(
    (task) =>
      task.title.toLowerCase().includes(filter.text.toLowerCase()) &&
      !(filter.openOnly && task.done),
  );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => (open ? close() : setAnchorEl(event.currentTarget))}
      >
        Filter tasks
      </Trigger>
      {/* keepMounted: the form stays in the DOM while closed, so what was typed survives. */}
      <Popper
        id={panelId}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        keepMounted
        role="dialog"
        aria-label="Filter tasks"
        style={{ zIndex: 1200 }}
      >
        <ClickAwayListener
          onClickAway={(event) => {
            // The panel stays mounted, so ignore clicks while closed and on the toggle itself.
            if (open && event.target !== anchorEl) {
              setAnchorEl(null);
            }
          }}
        >
          <Panel onSubmit={handleSubmit} onKeyDown={(event) => event.key === 'Escape' && close()}>
            <label>
              Title contains
              <input ref={searchRef} type="text" name="text" />
            </label>
            <label>
              <input type="checkbox" name="openOnly" />
              Hide finished tasks
            </label>
            <Trigger type="submit">Apply</Trigger>
          </Panel>
        </ClickAwayListener>
      </Popper>
      <List aria-label="Tasks">
        {visible.map((task) => (
          <li key={task.title}>
            {task.title}
            {task.done ? ' (done)' : ''}
          </li>
        ))}
        {visible.length === 0 && <li>No task matches the filter.</li>}
      </List>
    </Stack>
  );
}
