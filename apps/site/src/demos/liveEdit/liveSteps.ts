// The steps that run an edited demo: the worker client, the map of importable modules and the
// module runner. useLiveDemo loads this module on the first edit, so a page's chunk carries none
// of it (the map alone names some 65 chunks).
export { loadDemoModules as load } from './demoModules';
export { runDemoModule as run } from './runDemoModule';
export { transpileInWorker as transpile } from './transpileInWorker';
