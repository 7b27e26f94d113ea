import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nothing special for the docs packages: the SSR build keeps them (and MUI) external, so the
// prerender loads their published ESM builds in plain Node.
export default defineConfig({
  plugins: [react()],
});
