import { defineConfig } from 'tsup';

export default defineConfig({
  // `init-script` is the no-flash script without React or MUI, importable from plain Node.
  entry: { index: 'src/index.ts', 'init-script': 'src/initScript.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
