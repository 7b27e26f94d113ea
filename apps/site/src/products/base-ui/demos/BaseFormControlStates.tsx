import * as React from 'react';
import { FormControl, formControlClasses } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// One set of rules on the FormControl root styles the label, the field and the hint.
const Field = styled(FormControl)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: '100%',
    maxWidth: 300,
    color: palette.text.primary,
    '& label': { display: 'block', marginBottom: theme.spacing(0.5), fontWeight: 600 },
    [`& .${inputClasses.root}`]: {
      ...theme.typography.body1,
      border: `1px solid ${palette.text.secondary}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.background.paper,
    },
    [`& .${inputClasses.input}`]: {
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(1, 1.5),
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
    },
    [`&.${formControlClasses.focused} .${inputClasses.root}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
    [`&.${formControlClasses.error}`]: { color: palette.error.main },
    [`&.${formControlClasses.error} .${inputClasses.root}`]: { borderColor: palette.error.main },
    [`&.${formControlClasses.disabled}`]: { color: palette.text.secondary },
    [`&.${formControlClasses.disabled} .${inputClasses.root}`]: {
      borderStyle: 'dashed',
      backgroundColor: palette.action.hover,
    },
  };
});

const flags = ['required', 'disabled', 'error'] as const;
type Flag = (typeof flags)[number];

export default function BaseFormControlStates() {
  const id = React.useId();
  const [state, setState] = React.useState<Record<Flag, boolean>>({
    required: true,
    disabled: false,
    error: false,
  });

  return (
    <Stack spacing={2}>
      <Stack
        component="fieldset"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', m: 0, p: 0, border: 0 }}
      >
        <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
          FormControl props
        </Typography>
        {flags.map((flag) => (
          <Typography key={flag} component="label" variant="body2" sx={{ display: 'flex', gap: 1 }}>
            <input
              type="checkbox"
              checked={state[flag]}
              onChange={(event) => setState({ ...state, [flag]: event.target.checked })}
            />
            {flag}
          </Typography>
        ))}
      </Stack>
      <Field {...state}>
        {({ required, filled, focused }) => (
          <React.Fragment>
            <label htmlFor={id}>
              Company name
              {required && <span aria-hidden> *</span>}
            </label>
            <Input id={id} />
            <Typography variant="body2" sx={{ mt: 0.5, color: 'inherit' }}>
              {`filled: ${filled}, focused: ${focused}`}
            </Typography>
          </React.Fragment>
        )}
      </Field>
    </Stack>
  );
}
