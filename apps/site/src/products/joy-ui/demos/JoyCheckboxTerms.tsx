import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyCheckboxTerms() {
  const [accepted, setAccepted] = React.useState<boolean>(false);
  const [attempted, setAttempted] = React.useState<boolean>(false);
  const [created, setCreated] = React.useState<boolean>(false);
  const showError = attempted && !accepted;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setCreated(accepted);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <Typography level="title-md">Team plan · €12 per user / month</Typography>
        <Typography level="body-sm">
          Billed monthly. Cancel any time from the billing page.
        </Typography>
      </div>
      <FormControl error={showError}>
        <Checkbox
          label="I agree to the terms of service and the data processing agreement"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setCreated(false);
          }}
          slotProps={{ input: { 'aria-invalid': showError || undefined } }}
        />
        <FormHelperText>
          {showError
            ? 'Accept the terms to create your workspace.'
            : 'Both documents are linked in the footer of every page.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit">Create workspace</Button>
      <Typography level="body-sm" role="status">
        {created ? 'Workspace created. Check your inbox for the invoice.' : ''}
      </Typography>
    </Stack>
  );
}
