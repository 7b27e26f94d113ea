import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';

const categories = ['Jackets', 'Knitwear', 'Shoes', 'Accessories'];

export default function PopoverFilter() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [applied, setApplied] = React.useState<string[]>([]);
  const [draft, setDraft] = React.useState<string[]>([]);
  const panelId = React.useId();
  const titleId = React.useId();
  const open = anchorEl !== null;

  const handleApply = () => {
    setApplied(draft);
    setAnchorEl(null);
  };
  const toggle = (name: string) =>
    setDraft((current) =>
      current.includes(name) ? current.filter((c) => c !== name) : [...current, name],
    );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          setDraft(applied);
          setAnchorEl(event.currentTarget);
        }}
      >
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {applied.length === 0 ? 'Showing all 248 products' : `Showing: ${applied.join(', ')}`}
      </Typography>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ p: 2, width: 240 }}>
          <Typography id={titleId} variant="subtitle2" component="h3">
            Filter by category
          </Typography>
          <FormGroup sx={{ my: 1 }}>
            {categories.map((name) => (
              <FormControlLabel
                key={name}
                label={name}
                control={<Checkbox checked={draft.includes(name)} onChange={() => toggle(name)} />}
              />
            ))}
          </FormGroup>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft([])}>Clear</Button>
            <Button variant="contained" onClick={handleApply}>
              Apply
            </Button>
          </Stack>
        </Box>
      </Popover>
    </Stack>
  );
}
