import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The framework's plugin does the React transform itself. Its server build (used only to
// prerender) keeps the docs packages and MUI external, so Node loads their published ESM builds.
export default defineConfig({
  plugins: [reactRouter()],
});
