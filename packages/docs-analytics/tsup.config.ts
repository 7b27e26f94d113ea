import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module: a site that loads the consent prompt or click tracking lazily keeps them
// out of its start-up chunk.
export default defineConfig(perModuleBuilds());
