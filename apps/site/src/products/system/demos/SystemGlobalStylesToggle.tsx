import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import GlobalStyles from '@mui/material/GlobalStyles';

// Created once, outside the component: the <style> tag is not rebuilt on every render.
const layoutOutlines = (
  <GlobalStyles
    styles={{
      '.layout-preview, .layout-preview *': {
        outline: '1px dashed var(--mui-palette-secondary-main)',
        outlineOffset: -1,
      },
    }}
  />
);

export default function SystemGlobalStylesToggle() {
  const [showOutlines, setShowOutlines] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={showOutlines}
            onChange={(event) => setShowOutlines(event.target.checked)}
          />
        }
        label="Show layout outlines"
      />
      {showOutlines && layoutOutlines}
      <Box
        component="form"
        className="layout-preview"
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2 }}
      >
        <TextField label="Email" type="email" size="small" sx={{ flex: '1 1 180px' }} />
        <Button type="submit" variant="contained">
          Subscribe
        </Button>
      </Box>
    </Box>
  );
}
