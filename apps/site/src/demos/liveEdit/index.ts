// Live editing of demos. DemoEditor is not exported here: load it with
// `React.lazy(() => import('./liveEdit/DemoEditor'))`, so CodeMirror stays out of the page's chunk.
export { DemoErrorBoundary, type DemoErrorBoundaryProps } from './DemoErrorBoundary';
export type { DemoEditorProps } from './DemoEditor';
export { RUN_DELAY_MS, type LiveDemoError } from './liveDemoController';
export type { DemoLanguage, TranspileResult } from './transpile';
export { useLiveDemo, type LiveDemo } from './useLiveDemo';
