import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module: an area's English table (`copyPageTranslations`) goes into the chunk of the
// component that shows it, not into the chunk that starts the app with DocsProvider.
export default defineConfig(perModuleBuilds());
