import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { useState } from 'react';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const initialTracks: Track[] = [
  { id: 1, title: 'Morning Tide', artist: 'The Saltmarsh', length: '3:42' },
  { id: 2, title: 'Copper Roofs', artist: 'Ilse & the Pines', length: '4:05' },
  { id: 3, title: 'Night Bus', artist: 'Kofi Mensah', length: '2:58' },
  { id: 4, title: 'Small Hours', artist: 'June Okada', length: '5:11' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 130 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'length', headerName: 'Length', width: 80 },
];

// The grid moves the row on screen; the page's own list follows, so the new order is what
// gets saved and played.
export default function DataGridReorderPlaylist() {
  const [tracks, setTracks] = useState(initialTracks);
  const [message, setMessage] = useState('');

  const moveTrack = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setTracks((current) => {
      const next = [...current];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved!);
      return next;
    });
    setMessage(`Moved “${(row as Track).title}” to position ${targetIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          disableEval
          aria-label="Playlist"
          rows={tracks}
          columns={columns}
          rowReordering
          onRowOrderChange={moveTrack}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ minHeight: 20, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
