// The page's only script tag. The page is prerendered: it is readable as soon as its HTML and CSS
// arrive. The app (React, MUI, the shell) only makes it interactive, so it is fetched and run
// after the browser has painted the page, not before: ~170 kB of JavaScript competing with the
// HTML for the connection and the main thread would hold back the content on a slow phone. Its
// chunks then load side by side (see `modulePreload` in vite.config.ts).
import './styles.css';
import { installDeployRecovery } from './resilience/deployRecovery';
import { afterFirstContentfulPaint } from './hydration/afterFirstContentfulPaint';
import { afterNextPaint } from './hydration/afterNextPaint';

// Before any chunk loads: a chunk a new deploy removed gets one reload, not a white screen.
installDeployRecovery(window);
// In three steps, each evaluated in a task of its own: React DOM, MUI's style engine (emotion,
// the default theme MUI builds as it loads, `styled`), then the app. Evaluated in one go they
// were one long task that blocked the main thread on a slow phone (Lighthouse mobile TBT ~190 ms
// → ~140 ms with React DOM apart; the app alone was then a ~110 ms task at 4× CPU slowdown, about
// half of it MUI's styling, now a task of its own). The cost: each step's chunks are requested
// once the step before has run, a round trip apart; the page is already painted and readable.
// The first step waits until the reader has the page on screen.
void afterFirstContentfulPaint()
  .then(() => import('react-dom/client'))
  .then(() => afterNextPaint())
  .then(() => import('@mui/material/styles/styled'))
  .then(() => afterNextPaint())
  .then(() => import('./entry-client'));
