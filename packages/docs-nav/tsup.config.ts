import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

// One file per module: a site that renders the side nav at start-up and the table of contents,
// previous/next links or code copying only with its pages can load those later, with the pages.
export default defineConfig(perModuleBuilds());
