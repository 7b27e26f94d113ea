import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export default function BaseClickAwayListenerInlineEdit() {
  const [name, setName] = React.useState('Quarterly report');
  const [draft, setDraft] = React.useState<string | null>(null);
  const renameRef = React.useRef<HTMLButtonElement>(null);
  // Set by Enter and Escape: keyboard users get focus back on the Rename button.
  const restoreFocus = React.useRef(false);

  React.useEffect(() => {
    if (draft === null && restoreFocus.current) {
      restoreFocus.current = false;
      renameRef.current?.focus();
    }
  }, [draft]);

  const save = () => {
    if (draft !== null) {
      setName(draft.trim() || name);
      setDraft(null);
    }
  };

  if (draft === null) {
    return (
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          color: 'text.primary',
        }}
      >
        <Box component="span" sx={{ typography: 'h6' }}>
          {name}
        </Box>
        <Button ref={renameRef} size="small" onClick={() => setDraft(name)}>
          Rename
        </Button>
      </Box>
    );
  }

  return (
    // onMouseDown: the edit is saved as soon as the pointer goes down elsewhere.
    <ClickAwayListener mouseEvent="onMouseDown" touchEvent="onTouchStart" onClickAway={save}>
      <Box
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          restoreFocus.current = true;
          save();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <TextField
          label="Report name"
          size="small"
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              restoreFocus.current = true;
              setDraft(null);
            }
          }}
        />
        <Button type="submit" variant="contained" size="small">
          Save
        </Button>
      </Box>
    </ClickAwayListener>
  );
}
