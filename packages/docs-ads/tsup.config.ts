import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module: the ad's lazily loaded content (and the bot check it brings) stays out of
// the chunk that renders the slot.
export default defineConfig(perModuleBuilds());
