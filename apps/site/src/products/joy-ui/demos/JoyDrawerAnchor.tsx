import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

type Settings = Required<Pick<DrawerProps, 'anchor' | 'size' | 'variant'>>;

const pickers = [
  ['size', ['sm', 'md', 'lg']],
  ['variant', ['plain', 'outlined', 'soft']],
] as const;

export default function JoyDrawerAnchor() {
  const [mounted, setMounted] = React.useState<boolean>(false); // see "Mounting"
  const [open, setOpen] = React.useState<boolean>(false);
  const [settings, setSettings] = React.useState<Settings>({
    anchor: 'left',
    size: 'md',
    variant: 'plain',
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {pickers.map(([key, options]) => (
          <ToggleButtonGroup
            key={key}
            size="sm"
            aria-label={`Drawer ${key}`}
            value={settings[key]}
            onChange={(_event, value) => value && setSettings({ ...settings, [key]: value })}
          >
            {options.map((option) => (
              <Button key={option} value={option}>
                {option}
              </Button>
            ))}
          </ToggleButtonGroup>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {(['left', 'right', 'top', 'bottom'] as const).map((anchor) => (
          <Button
            key={anchor}
            variant="soft"
            onClick={() => {
              setSettings({ ...settings, anchor });
              setMounted(true);
              setOpen(true);
            }}
          >
            Open from the {anchor}
          </Button>
        ))}
      </Stack>
      {mounted && (
        <Drawer
          {...settings}
          open={open}
          onClose={() => setOpen(false)}
          color="primary"
          invertedColors={settings.variant === 'soft'}
        >
          <ModalClose aria-label="Close shortcuts" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent sx={{ px: 1.5, pb: 2 }}>
            Press / to search, N to create an order and Escape to close this panel. It slid in from
            the {settings.anchor}, with size {settings.size} and the {settings.variant} variant.
          </DialogContent>
        </Drawer>
      )}
    </Stack>
  );
}
