import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

type Tone = 'info' | 'success' | 'warning' | 'error';
const colourName: Record<Tone, string> = {
  info: 'blue',
  success: 'green',
  warning: 'amber',
  error: 'red',
};

const prints: { title: string; price: string; from: Tone; to: Tone }[] = [
  { title: 'Low tide', price: '€24', from: 'info', to: 'success' },
  { title: 'Ember', price: '€32', from: 'warning', to: 'error' },
  { title: 'Fern', price: '€24', from: 'success', to: 'success' },
  { title: 'Harbour lights', price: '€40', from: 'info', to: 'warning' },
  { title: 'Poppy field', price: '€28', from: 'error', to: 'success' },
  { title: 'Deep water', price: '€36', from: 'info', to: 'info' },
];

export default function ImageListStandard() {
  return (
    <ImageList cols={3} gap={12} sx={{ width: '100%', maxWidth: 520, m: 0 }}>
      {prints.map((print) => (
        <ImageListItem key={print.title}>
          <Box
            role="img"
            aria-label={`Abstract print, ${colourName[print.from]} fading to ${colourName[print.to]}`}
            sx={(theme) => {
              const { palette } = theme.vars ?? theme;
              return {
                height: 120,
                borderRadius: 1,
                background: `linear-gradient(135deg, ${palette[print.from].light}, ${palette[print.to].dark})`,
              };
            }}
          />
          <ImageListItemBar position="below" title={print.title} subtitle={print.price} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
