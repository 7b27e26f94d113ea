import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

interface Preset {
  label: string;
  layout: 'center' | 'fullscreen';
  variant: 'solid' | 'soft' | 'outlined' | 'plain';
  color: 'primary' | 'neutral' | 'success';
}

const presets: Preset[] = [
  { label: 'Centered, outlined', layout: 'center', variant: 'outlined', color: 'neutral' },
  { label: 'Centered, soft primary', layout: 'center', variant: 'soft', color: 'primary' },
  { label: 'Centered, solid success', layout: 'center', variant: 'solid', color: 'success' },
  { label: 'Full screen, plain', layout: 'fullscreen', variant: 'plain', color: 'neutral' },
];

export default function JoyModalLayout() {
  const [preset, setPreset] = React.useState<Preset | null>(null);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {presets.map((item) => (
        <Button key={item.label} variant="outlined" color="neutral" onClick={() => setPreset(item)}>
          {item.label}
        </Button>
      ))}
      <Modal open={preset !== null} onClose={() => setPreset(null)}>
        <ModalDialog
          layout={preset?.layout}
          variant={preset?.variant}
          color={preset?.color}
          invertedColors={preset?.variant === 'solid'}
        >
          <ModalClose aria-label="Close release notes" />
          <DialogTitle>What's new in version 4.2</DialogTitle>
          <DialogContent>
            Invoices can now be split between two payers, recurring orders skip public holidays, and
            the mobile app remembers the last warehouse you picked from.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
