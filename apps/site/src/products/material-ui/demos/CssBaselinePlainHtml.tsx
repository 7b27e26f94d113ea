import Box from '@mui/material/Box';

// Plain HTML elements, no Typography: their font, colour and box sizing come from the
// CssBaseline that this site renders once at its root.
export default function CssBaselinePlainHtml() {
  return (
    <Box
      component="section"
      aria-label="Order summary"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 360 }}
    >
      <p style={{ marginTop: 0 }}>
        Order <strong>#10482</strong> ships tomorrow.
      </p>
      <ul style={{ paddingLeft: 20 }}>
        <li>Trail running shoes, size 42</li>
        <li>Merino socks, 3 pairs</li>
      </ul>
      <div style={{ width: '100%', padding: 12, border: '2px solid', borderRadius: 4 }}>
        Full width, padded and bordered, yet it still fits: box sizing is border-box.
      </div>
    </Box>
  );
}
