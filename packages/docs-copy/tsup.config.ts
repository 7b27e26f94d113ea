import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module: a site can load the copy button and code copying with the pages that have
// code, not in the chunk that starts the app.
export default defineConfig(perModuleBuilds());
