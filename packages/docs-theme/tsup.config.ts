import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module. `initScript` is also an entry of its own (`./init-script`): the no-flash
// script without React or MUI, importable from plain Node.
export default defineConfig(perModuleBuilds({ entries: ['index', 'testing', 'initScript'] }));
