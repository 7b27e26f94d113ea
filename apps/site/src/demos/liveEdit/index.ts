// Live editing of demos, as the demo frame uses it. DemoEditor is not here: it is loaded with
// `React.lazy(() => import('./liveEdit/DemoEditor'))`, so CodeMirror stays out of the page's chunk.
export { DemoErrorBoundary } from './DemoErrorBoundary';
export { useLiveDemo } from './useLiveDemo';
