import Dialog from '@mui/material/Dialog';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// jsdom reports a page wider than its viewport, like a desktop browser with classic scrollbars:
// the case where @mui/material 6.1.1's scroll lock crashed without patches/@mui__material@6.1.1.patch.
describe('MUI scroll lock (patched)', () => {
  it('opens a dialog and locks the page scroll without throwing', () => {
    render(
      <Dialog open aria-label="Example">
        <p>Dialog body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens a menu without throwing', () => {
    render(
      <Menu open anchorEl={document.body}>
        <MenuItem>One</MenuItem>
      </Menu>,
    );
    expect(screen.getByRole('menuitem', { name: 'One' })).toBeInTheDocument();
  });
});
