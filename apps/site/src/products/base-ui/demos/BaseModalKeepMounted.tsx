import * as React from 'react';
import { Modal, modalClasses } from '@mui/base/Modal';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  // A kept-mounted modal stays in the page while closed: hide it yourself.
  [`&.${modalClasses.hidden}`]: { visibility: 'hidden' },
});

const Backdrop = styled('div', {
  shouldForwardProp: (prop) => prop !== 'open' && prop !== 'ownerState',
})({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

const Dialog = styled('form')(({ theme }) => {
  const { palette, shadows } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    width: '100%',
    maxWidth: 320,
    padding: theme.spacing(3),
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: shadows[8],
    outline: 0,
    '& fieldset': { margin: theme.spacing(2, 0), padding: 0, border: 0 },
    '& legend': { ...theme.typography.subtitle2, marginBottom: theme.spacing(1) },
    '& label': { display: 'flex', gap: theme.spacing(1), padding: theme.spacing(0.5, 0) },
  };
});

const cuisines = ['Italian', 'Japanese', 'Lebanese', 'Mexican', 'Vegetarian'];

export default function BaseModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [applied, setApplied] = React.useState<string[]>([]);
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setApplied(data.getAll('cuisine').map(String));
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </Button>
      <Typography variant="body2" role="status">
        {applied.length > 0
          ? `Showing ${applied.join(', ')} restaurants.`
          : 'Showing all restaurants.'}
      </Typography>
      <StyledModal
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={handleSubmit}>
          <Typography id={titleId} variant="h6" component="h2">
            Filter restaurants
          </Typography>
          <fieldset>
            <legend>Cuisine</legend>
            {cuisines.map((cuisine) => (
              <label key={cuisine}>
                <input type="checkbox" name="cuisine" value={cuisine} />
                {cuisine}
              </label>
            ))}
          </fieldset>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Stack>
        </Dialog>
      </StyledModal>
    </Stack>
  );
}
