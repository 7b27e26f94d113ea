import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import type { DocsPage } from '@docshell/docs-nav';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

function titleOf(page: DocsPage): string {
  return typeof page.title === 'string' ? page.title : page.pathname;
}

export function SideNav({
  pages,
  activePath,
  depth = 0,
}: {
  pages: DocsPage[];
  activePath: string;
  depth?: number;
}) {
  return (
    <List dense disablePadding>
      {pages.map((page) => (
        <Fragment key={page.pathname}>
          {page.children ? (
            <ListSubheader disableSticky sx={{ pl: 2 + depth * 2, lineHeight: '32px', mt: 1 }}>
              {page.subheader ?? titleOf(page)}
            </ListSubheader>
          ) : (
            <ListItemButton
              component={RouterLink}
              to={page.pathname}
              selected={page.pathname === activePath}
              aria-current={page.pathname === activePath ? 'page' : undefined}
              sx={{ pl: 2 + depth * 2, borderRadius: 1, mx: 1 }}
            >
              {titleOf(page)}
            </ListItemButton>
          )}
          {page.children && (
            <SideNav pages={page.children} activePath={activePath} depth={depth + 1} />
          )}
        </Fragment>
      ))}
    </List>
  );
}
