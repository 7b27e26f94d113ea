import * as React from 'react';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const groups = [
  { legend: 'Brand', options: ['Alpine Gear', 'Fjellrev', 'Summit Works', 'Trailhead'] },
  { legend: 'Availability', options: ['In stock', 'Ships within 24 hours'] },
];

export default function JoyDrawerFilters() {
  const [mounted, setMounted] = React.useState<boolean>(false); // see "Mounting"
  const [open, setOpen] = React.useState<boolean>(false);
  const [applied, setApplied] = React.useState<string[]>([]);
  const [draft, setDraft] = React.useState<string[]>([]);
  const openFilters = () => {
    setDraft(applied); // start from the applied filters, not an abandoned draft
    setMounted(true);
    setOpen(true);
  };
  const toggle = (option: string, checked: boolean) =>
    setDraft(checked ? [...draft, option] : draft.filter((item) => item !== option));
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(draft);
    setOpen(false);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" startDecorator={<TuneRounded />} onClick={openFilters}>
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </Button>
      <Typography level="body-sm" role="status">
        {applied.length > 0 ? `Hiking boots: ${applied.join(', ')}` : 'All 48 hiking boots'}
      </Typography>
      {mounted && (
        <Drawer
          anchor="right"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ content: { 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close filters without applying" />
          <DialogTitle>Filter hiking boots</DialogTitle>
          <DialogContent component="form" onSubmit={handleSubmit} sx={{ px: 2, pb: 2, gap: 2 }}>
            {groups.map((group) => (
              <Stack
                key={group.legend}
                component="fieldset"
                spacing={1}
                sx={{ border: 0, m: 0, p: 0 }}
              >
                <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
                  {group.legend}
                </Typography>
                {group.options.map((option) => (
                  <Checkbox
                    key={option}
                    label={option}
                    checked={draft.includes(option)}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                ))}
              </Stack>
            ))}
            <Button type="submit" sx={{ mt: 'auto' }}>
              Show results
            </Button>
          </DialogContent>
        </Drawer>
      )}
    </Stack>
  );
}
