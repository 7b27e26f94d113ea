import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

interface HashLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

// A stand-in for a router's link: it must forward the ref and spread the remaining props.
const HashLink = React.forwardRef<HTMLAnchorElement, HashLinkProps>(function HashLink(
  { to, ...other },
  ref,
) {
  return <a ref={ref} {...other} href={`#${to}`} />;
});

export default function CompositionCustomLink() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button component={HashLink} to="wrapping-components" variant="outlined">
        A Button rendered by HashLink
      </Button>
      <List component="nav" aria-label="Sections" dense>
        {['the-component-prop', 'forwarding-refs'].map((section) => (
          <ListItemButton key={section} component={HashLink} to={section}>
            <ListItemText primary={`Go to #${section}`} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
