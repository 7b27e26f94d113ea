import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const STORAGE_KEY = 'demo-recently-viewed';
const products = ['Linen shirt', 'Canvas tote', 'Wool scarf', 'Leather belt', 'Rain jacket'];

// Storage is the reader's to change: anything but a list of strings reads as an empty list.
function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

// localStorage exists only in the browser, so this list is rendered on the client only.
function RecentlyViewed() {
  const [items, setItems] = React.useState<string[]>(readRecent);

  const viewNext = () => {
    const next = products.find((product) => !items.includes(product)) ?? products[0]!;
    const updated = [next, ...items.filter((item) => item !== next)].slice(0, 3);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(updated));
    setItems(updated);
  };

  return (
    <Box sx={{ height: 140 }}>
      {items.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      )}
      <Button size="small" variant="outlined" onClick={viewNext} sx={{ mt: 1 }}>
        View a product
      </Button>
    </Box>
  );
}

// Same height as the list, so nothing below it moves when the real content appears.
function Placeholder() {
  return <Box aria-hidden sx={{ height: 140, borderRadius: 1, bgcolor: 'action.hover' }} />;
}

export default function BaseNoSsrRecentlyViewed() {
  return (
    <Box sx={{ maxWidth: 300, color: 'text.primary', typography: 'body2' }}>
      <Box component="h3" sx={{ typography: 'subtitle1', mt: 0 }}>
        Recently viewed
      </Box>
      <NoSsr fallback={<Placeholder />}>
        <RecentlyViewed />
      </NoSsr>
    </Box>
  );
}
