import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// A 4px spacing unit instead of 8px, taken from a throwaway theme.
const compactSpacing = createTheme({ spacing: 4 }).spacing;

// Extends the page's theme (colours, mode) and only makes things smaller.
const compact = (outer: Theme): Theme => ({
  ...outer,
  spacing: compactSpacing,
  components: {
    ...outer.components,
    MuiButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiList: { defaultProps: { dense: true } },
  },
});

function Sample({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 220 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <TextField label="Search" fullWidth id={`density-${title}`} />
      <List>
        {['Inbox', 'Drafts'].map((name) => (
          <ListItem key={name} disablePadding>
            <ListItemButton>
              <ListItemText primary={name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button variant="contained">Apply</Button>
    </Paper>
  );
}

export default function DensityComparison() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sample title="Default" />
      <ThemeProvider theme={compact}>
        <Sample title="Compact" />
      </ThemeProvider>
    </Stack>
  );
}
