// What edited demos may import from '@mui/material/styles': the names the site's demos use
// (demoModules.test.ts checks). A dynamic import of the whole barrel would make the bundler keep
// every one of its exports, in the chunk every page loads first.
export {
  alpha,
  createTheme,
  keyframes,
  styled,
  ThemeProvider,
  useTheme,
} from '@mui/material/styles';
