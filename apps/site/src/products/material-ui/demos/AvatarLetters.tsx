import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const people = [
  'Amara Okafor',
  'Lukas Becker',
  'Sofía Martínez',
  'Hiroshi Tanaka',
  'Priya Natarajan',
  'Cher',
];
const colours = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** First letter of the first and last word: "Sofía Martínez" becomes "SM", "Cher" becomes "C". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1) ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The same name always gets the same colour, on the server and in the browser. */
function colourFor(name: string): (typeof colours)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1009;
  return colours[hash % colours.length] ?? 'primary';
}

export default function AvatarLetters() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {people.map((name) => {
        const colour = colourFor(name);
        return (
          <Avatar
            key={name}
            role="img"
            aria-label={name}
            sx={{ bgcolor: `${colour}.main`, color: `${colour}.contrastText` }}
          >
            {initials(name)}
          </Avatar>
        );
      })}
    </Stack>
  );
}
