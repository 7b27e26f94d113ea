import * as React from 'react';
import Box from '@mui/material/Box';

interface Note {
  id: number;
  text: string;
}

export default function SystemBoxComponent() {
  const [notes, setNotes] = React.useState<Note[]>([]);
  const [draft, setDraft] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    setNotes((list) => [...list, { id: Date.now(), text: draft.trim() }]);
    setDraft('');
  };

  return (
    <Box component="section" aria-label="Notes" sx={{ maxWidth: 360 }}>
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1 }}>
        <Box
          component="input"
          aria-label="New note"
          value={draft}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          sx={{
            flex: 1,
            px: 1,
            py: 0.75,
            font: 'inherit',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
        <Box component="button" type="submit" sx={{ px: 2, font: 'inherit', cursor: 'pointer' }}>
          Add
        </Box>
      </Box>
      <Box component="ul" sx={{ pl: 3, my: 1.5, color: 'text.secondary' }}>
        {notes.length === 0 ? (
          <li>No notes yet</li>
        ) : (
          notes.map((note) => <li key={note.id}>{note.text}</li>)
        )}
      </Box>
    </Box>
  );
}
