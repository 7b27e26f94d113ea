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

const Options = styled('fieldset')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    margin: 0,
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    color: palette.text.primary,
    '& legend': { padding: theme.spacing(0, 0.5) },
    '& label': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
    '& code': { fontSize: '0.8125rem' },
  };
});

const Panel = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5),
    border: `2px solid ${palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    color: palette.text.primary,
    '& input': {
      font: 'inherit',
      minWidth: 0,
      padding: theme.spacing(0.5, 1),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: 'transparent',
      color: 'inherit',
    },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const optionNames = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;
type OptionName = (typeof optionNames)[number];

export default function BaseFocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Record<OptionName, boolean>>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Options>
        <legend>Props</legend>
        {optionNames.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={options[name]}
              onChange={(event) => setOptions({ ...options, [name]: event.target.checked })}
            />
            <code>{name}</code>
          </label>
        ))}
      </Options>
      <Button type="button" onClick={() => setOpen(true)}>
        Open the panel
      </Button>
      {open && (
        <FocusTrap open {...options}>
          <Panel tabIndex={-1} role="group" aria-label="Nickname">
            <label>
              Nickname <input type="text" defaultValue="Sam" />
            </label>
            <Button type="button" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Panel>
        </FocusTrap>
      )}
    </Stack>
  );
}
