import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// 2. A reusable variant: every PillButton gets these styles.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
}));

// 3. A theme override: every Button under this provider changes.
// The function form extends the surrounding theme instead of replacing it.
const squareTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 0, textTransform: 'none' } },
    },
  },
});

export default function CustomizeThreeWays() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* 1. A one-off change with the sx prop. */}
      <Button variant="contained" sx={{ bgcolor: 'secondary.main', fontWeight: 700 }}>
        sx prop
      </Button>
      <PillButton variant="contained">styled()</PillButton>
      <ThemeProvider theme={squareTheme}>
        <Button variant="contained">Theme override</Button>
      </ThemeProvider>
    </Stack>
  );
}
