/**
 * What edited demo code may import: every module the site's demos import, plus React's JSX
 * runtime (which compiled JSX requires). Each is loaded only when an edited demo needs it, and
 * they are the same modules the page already uses (one React, one MUI theme).
 *
 * Keep in step with the demos: demoModules.test.ts fails naming any module a demo imports that
 * is missing here, and any entry no demo uses any more.
 */
const DEMO_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  '@mui/material/Alert': () => import('@mui/material/Alert'),
  '@mui/material/AlertTitle': () => import('@mui/material/AlertTitle'),
  '@mui/material/AppBar': () => import('@mui/material/AppBar'),
  '@mui/material/Avatar': () => import('@mui/material/Avatar'),
  '@mui/material/Box': () => import('@mui/material/Box'),
  '@mui/material/Button': () => import('@mui/material/Button'),
  '@mui/material/Card': () => import('@mui/material/Card'),
  '@mui/material/CardActionArea': () => import('@mui/material/CardActionArea'),
  '@mui/material/CardActions': () => import('@mui/material/CardActions'),
  '@mui/material/CardContent': () => import('@mui/material/CardContent'),
  '@mui/material/CardHeader': () => import('@mui/material/CardHeader'),
  '@mui/material/Checkbox': () => import('@mui/material/Checkbox'),
  '@mui/material/Chip': () => import('@mui/material/Chip'),
  '@mui/material/Collapse': () => import('@mui/material/Collapse'),
  '@mui/material/Dialog': () => import('@mui/material/Dialog'),
  '@mui/material/DialogActions': () => import('@mui/material/DialogActions'),
  '@mui/material/DialogContent': () => import('@mui/material/DialogContent'),
  '@mui/material/DialogContentText': () => import('@mui/material/DialogContentText'),
  '@mui/material/DialogTitle': () => import('@mui/material/DialogTitle'),
  '@mui/material/Divider': () => import('@mui/material/Divider'),
  '@mui/material/FormControl': () => import('@mui/material/FormControl'),
  '@mui/material/FormControlLabel': () => import('@mui/material/FormControlLabel'),
  '@mui/material/FormGroup': () => import('@mui/material/FormGroup'),
  '@mui/material/FormHelperText': () => import('@mui/material/FormHelperText'),
  '@mui/material/FormLabel': () => import('@mui/material/FormLabel'),
  '@mui/material/Grid': () => import('@mui/material/Grid'),
  '@mui/material/Grid2': () => import('@mui/material/Grid2'),
  '@mui/material/IconButton': () => import('@mui/material/IconButton'),
  '@mui/material/InputAdornment': () => import('@mui/material/InputAdornment'),
  '@mui/material/InputLabel': () => import('@mui/material/InputLabel'),
  '@mui/material/List': () => import('@mui/material/List'),
  '@mui/material/ListItem': () => import('@mui/material/ListItem'),
  '@mui/material/ListItemAvatar': () => import('@mui/material/ListItemAvatar'),
  '@mui/material/ListItemButton': () => import('@mui/material/ListItemButton'),
  '@mui/material/ListItemIcon': () => import('@mui/material/ListItemIcon'),
  '@mui/material/ListItemText': () => import('@mui/material/ListItemText'),
  '@mui/material/ListSubheader': () => import('@mui/material/ListSubheader'),
  '@mui/material/Menu': () => import('@mui/material/Menu'),
  '@mui/material/MenuItem': () => import('@mui/material/MenuItem'),
  '@mui/material/NativeSelect': () => import('@mui/material/NativeSelect'),
  '@mui/material/OutlinedInput': () => import('@mui/material/OutlinedInput'),
  '@mui/material/Paper': () => import('@mui/material/Paper'),
  '@mui/material/Select': () => import('@mui/material/Select'),
  '@mui/material/Snackbar': () => import('@mui/material/Snackbar'),
  '@mui/material/Stack': () => import('@mui/material/Stack'),
  '@mui/material/SvgIcon': () => import('@mui/material/SvgIcon'),
  '@mui/material/Switch': () => import('@mui/material/Switch'),
  '@mui/material/Tab': () => import('@mui/material/Tab'),
  '@mui/material/Table': () => import('@mui/material/Table'),
  '@mui/material/TableBody': () => import('@mui/material/TableBody'),
  '@mui/material/TableCell': () => import('@mui/material/TableCell'),
  '@mui/material/TableContainer': () => import('@mui/material/TableContainer'),
  '@mui/material/TableHead': () => import('@mui/material/TableHead'),
  '@mui/material/TablePagination': () => import('@mui/material/TablePagination'),
  '@mui/material/TableRow': () => import('@mui/material/TableRow'),
  '@mui/material/TableSortLabel': () => import('@mui/material/TableSortLabel'),
  '@mui/material/Tabs': () => import('@mui/material/Tabs'),
  '@mui/material/TextField': () => import('@mui/material/TextField'),
  '@mui/material/Toolbar': () => import('@mui/material/Toolbar'),
  '@mui/material/Tooltip': () => import('@mui/material/Tooltip'),
  '@mui/material/Typography': () => import('@mui/material/Typography'),
  // Only the names the demos use (./muiStyles.ts), not the whole barrel.
  '@mui/material/styles': () => import('./muiStyles'),
  '@mui/material/useMediaQuery': () => import('@mui/material/useMediaQuery'),
};

/** The specifiers edited code may import. */
export const DEMO_MODULE_SPECIFIERS: readonly string[] = Object.keys(DEMO_MODULES);

/**
 * The modules for these specifiers, by specifier. Throws, naming the first specifier that is not
 * one of the demos' modules, with a message written for the reader (it shows under the demo).
 */
export async function loadDemoModules(specifiers: string[]): Promise<Record<string, unknown>> {
  const unknown = specifiers.find((specifier) => !Object.hasOwn(DEMO_MODULES, specifier));
  if (unknown !== undefined) {
    throw new Error(
      `Cannot import "${unknown}": an edited demo can import only the packages the site's demos use (such as react and @mui/material/…).`,
    );
  }
  const unique = [...new Set(specifiers)];
  const loaded = await Promise.all(unique.map((specifier) => DEMO_MODULES[specifier]!()));
  return Object.fromEntries(unique.map((specifier, index) => [specifier, loaded[index]]));
}
