import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

type Tone = 'info' | 'success' | 'warning' | 'error';
const colourName: Record<Tone, string> = {
  info: 'blue',
  success: 'green',
  warning: 'amber',
  error: 'red',
};

const prints: { title: string; artist: string; from: Tone; to: Tone; featured?: boolean }[] = [
  { title: 'Harbour lights', artist: 'Mira Okafor', from: 'info', to: 'warning', featured: true },
  { title: 'Ember', artist: 'Tom Reyes', from: 'warning', to: 'error' },
  { title: 'Fern', artist: 'Ana Lindqvist', from: 'success', to: 'info' },
  { title: 'Poppy field', artist: 'Mira Okafor', from: 'error', to: 'success' },
  { title: 'Deep water', artist: 'Tom Reyes', from: 'info', to: 'info' },
  { title: 'Low tide', artist: 'Ana Lindqvist', from: 'info', to: 'success' },
];

export default function ImageListGallery() {
  const [saved, setSaved] = React.useState<Set<string>>(() => new Set(['Ember']));

  const toggle = (title: string) =>
    setSaved((current) => {
      const next = new Set(current);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });

  return (
    <ImageList cols={3} rowHeight={130} gap={8} sx={{ width: '100%', maxWidth: 520, m: 0 }}>
      {prints.map((print) => (
        <ImageListItem
          key={print.title}
          cols={print.featured ? 2 : 1}
          rows={print.featured ? 2 : 1}
        >
          <Box
            role="img"
            aria-label={`Abstract print, ${colourName[print.from]} fading to ${colourName[print.to]}`}
            sx={(theme) => {
              const { palette } = theme.vars ?? theme;
              return {
                height: '100%',
                background: `linear-gradient(135deg, ${palette[print.from].light}, ${palette[print.to].dark})`,
              };
            }}
          />
          <ImageListItemBar
            title={print.title}
            subtitle={print.artist}
            actionIcon={
              <IconButton
                aria-label={`Save ${print.title}`}
                aria-pressed={saved.has(print.title)}
                onClick={() => toggle(print.title)}
                sx={{ color: 'common.white' }}
              >
                {saved.has(print.title) ? <Favorite /> : <FavoriteBorder />}
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
