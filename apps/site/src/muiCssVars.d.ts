// The site's theme uses CSS variables (docs-theme): `theme.vars` is always there, and styles that
// read colours from it follow the colour scheme without a re-render.
import type {} from '@mui/material/themeCssVarsAugmentation';
