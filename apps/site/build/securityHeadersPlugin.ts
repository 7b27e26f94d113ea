import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import {
  buildContentSecurityPolicy,
  CSP_PLACEHOLDER,
  cspSourcesFromEnv,
  fillHeadersTemplate,
  headersForPath,
  parseHeadersFile,
  type SiteEnv,
} from './securityHeaders.ts';

const HEADERS_FILE = '_headers';

/**
 * Build: writes dist/_headers from the public/_headers template, with the Content-Security-Policy
 * for this build (the hashes of the inline scripts the prerendered pages carry, and the configured
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
      // Once per build, for the browser bundle only (not the SSR bundle, however it is built).
      const environment = this.environment;
      const isClient = environment ? environment.config.consumer === 'client' : !config.build.ssr;
      if (config.command !== 'build' || !isClient) return;
      const outDir = environment ? environment.config.build.outDir : config.build.outDir;
      const templateFile = join(config.publicDir, HEADERS_FILE);
      // The inline scripts the prerendered pages carry, by hash (build/inlineScriptHashes.ts).
      const policy = buildContentSecurityPolicy(
        cspSourcesFromEnv({ ...config.env, ...env }, await inlineScriptHashes(config.root)),
      );
      const filled = fillHeadersTemplate(readFileSync(templateFile, 'utf8'), policy);
      writeFileSync(resolve(config.root, outDir, HEADERS_FILE), filled);
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, HEADERS_FILE);
      if (!existsSync(file)) {
        server.config.logger.warn(`[site] ${file} is missing: previewing without security headers`);
        return;
      }
      const text = readFileSync(file, 'utf8');
      if (text.includes(CSP_PLACEHOLDER)) {
        throw new Error(
          `[site] ${file} is the unfilled template: the client build did not finish; build again`,
        );
      }
      const rules = parseHeadersFile(text);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        for (const [name, value] of headersForPath(rules, pathname)) res.setHeader(name, value);
        next();
      });
    },
  };
}
