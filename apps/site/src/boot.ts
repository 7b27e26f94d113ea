// The page's only script tag. The page is prerendered: it is readable as soon as its HTML and CSS
// arrive. The app (React, MUI, the shell) only makes it interactive, so it is fetched and run
// after the browser has painted the page, not before: ~170 kB of JavaScript competing with the
// HTML for the connection and the main thread would hold back the content on a slow phone. Its
// chunks then load side by side (see `modulePreload` in vite.config.ts).
import './styles.css';
import { installDeployRecovery } from './resilience/deployRecovery';
import { afterNextPaint } from './shell/afterNextPaint';

// Before any chunk loads: a chunk a new deploy removed gets one reload, not a white screen.
installDeployRecovery(window);
// In two steps, each evaluated in its own task: React DOM and the rest of the app evaluated in
// one go were one long task that blocked the main thread on a slow phone (Lighthouse mobile TBT
// ~190 ms → ~140 ms on a component page). The cost: the app's chunks are requested once React
// DOM has run, one round trip later; the page is already painted and readable meanwhile.
void afterNextPaint()
  .then(() => import('react-dom/client'))
  .then(() => afterNextPaint())
  .then(() => import('./entry-client'));
