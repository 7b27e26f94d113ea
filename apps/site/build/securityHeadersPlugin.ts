import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getInitColorSchemeScriptHash } from '@docshell/docs-theme/init-script';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  buildContentSecurityPolicy,
  cspSourcesFromEnv,
  fillHeadersTemplate,
  headersForPath,
  parseHeadersFile,
  type SiteEnv,
} from './securityHeaders.ts';

export const HEADERS_FILE = '_headers';

/**
 * Build: writes dist/_headers from the public/_headers template, with the Content-Security-Policy
 * for this build (the hash of the no-flash script the prerender inlines, and the configured
 * third-party hosts). Preview: serves every response with the headers dist/_headers gives its
 * path, so `npm start` and every browser test run under the same policy as production.
 */
export function securityHeadersPlugin(env: SiteEnv = process.env): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'docshell-security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const templateFile = join(config.publicDir, HEADERS_FILE);
      // The prerender inlines getInitColorSchemeScript() with its defaults: hash the same text.
      const policy = buildContentSecurityPolicy(
        cspSourcesFromEnv({ ...config.env, ...env }, [await getInitColorSchemeScriptHash()]),
      );
      const filled = fillHeadersTemplate(readFileSync(templateFile, 'utf8'), policy);
      writeFileSync(join(config.build.outDir, HEADERS_FILE), filled);
    },
    configurePreviewServer(server) {
      const file = join(server.config.build.outDir, HEADERS_FILE);
      if (!existsSync(file)) {
        server.config.logger.warn(`[site] ${file} is missing: previewing without security headers`);
        return;
      }
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        for (const [name, value] of headersForPath(rules, pathname)) res.setHeader(name, value);
        next();
      });
    },
  };
}
