import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const StyledInput = styled(Input)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    width: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
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
    [`&.${inputClasses.focused}`]: {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
    [`&.${inputClasses.error}`]: { borderColor: palette.error.main },
  };
});

const StyledLabel = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontWeight: 600,
}));

const StyledHelperText = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 0),
}));

const SubmitButton = styled(Button)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body1,
    fontWeight: 600,
    alignSelf: 'flex-start',
    padding: theme.spacing(1, 3),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    cursor: 'pointer',
    [`&.${buttonClasses.focusVisible}`]: {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
  };
});

// The label and the helper text take their state from the FormControl around them.
function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <StyledLabel
      htmlFor={htmlFor}
      sx={{ color: formControl?.error ? 'error.main' : 'text.primary' }}
    >
      {children}
      {formControl?.required && <span aria-hidden> *</span>}
    </StyledLabel>
  );
}

function HelperText({ id, children }: { id: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <StyledHelperText id={id} sx={{ color: formControl?.error ? 'error.main' : 'text.secondary' }}>
      {children}
    </StyledHelperText>
  );
}

type FieldName = 'name' | 'email' | 'password';
type Values = Record<FieldName, string>;

const fields: {
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  hint: string;
}[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name', hint: '' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send a confirmation link here.',
  },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
];

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.name.trim()) {
    errors.name = 'Enter your name.';
  }
  if (!/^\S+@\S+\.\S+$/.test(values.email)) {
    errors.email = 'Enter an email address such as sam@example.com.';
  }
  if (values.password.length < 8) {
    errors.password = 'Use at least 8 characters.';
  }
  return errors;
}

export default function BaseFormControlSignUp() {
  const id = React.useId();
  const [values, setValues] = React.useState<Values>({ name: '', email: '', password: '' });
  const [touched, setTouched] = React.useState<Partial<Record<FieldName, boolean>>>({});
  const [message, setMessage] = React.useState('');
  const errors = validate(values);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = fields.find((field) => errors[field.name]);
    if (firstInvalid) {
      setTouched({ name: true, email: true, password: true });
      setMessage('');
      document.getElementById(`${id}-${firstInvalid.name}`)?.focus();
      return;
    }
    setMessage(`Account created for ${values.email}.`);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
      sx={{ width: '100%', maxWidth: 320 }}
    >
      {fields.map(({ name, label, type, autoComplete, hint }) => {
        const error = touched[name] ? errors[name] : undefined;
        const helpId = `${id}-${name}-help`;
        return (
          <FormControl
            key={name}
            required
            error={Boolean(error)}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          >
            <Label htmlFor={`${id}-${name}`}>{label}</Label>
            <StyledInput
              id={`${id}-${name}`}
              name={name}
              type={type}
              autoComplete={autoComplete}
              aria-describedby={error || hint ? helpId : undefined}
              onBlur={() => setTouched({ ...touched, [name]: true })}
            />
            {(error || hint) && <HelperText id={helpId}>{error ?? hint}</HelperText>}
          </FormControl>
        );
      })}
      <SubmitButton type="submit">Create account</SubmitButton>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
