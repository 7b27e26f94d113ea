import { processWide } from './processWide.ts';

type AnyHandler = (this: unknown, ...args: unknown[]) => unknown;

// Both environments compile the same MDX pages to the same code: one map for the process.
const results = processWide('sharedTransformResults', () => new Map<string, Promise<unknown>>());

function handlerOf(hook: unknown): AnyHandler | undefined {
  if (typeof hook === 'function') return hook as AnyHandler;
  if (hook && typeof hook === 'object' && 'handler' in hook) {
    return (hook as { handler: AnyHandler }).handler;
  }
  return undefined;
}

/**
 * Shares a plugin's `transform` results between the environments of one build, so the SSR build
 * reuses what the client build compiled (MDX, highlighting) instead of doing it again. Only for a
 * transform whose output does not depend on the environment. Results are keyed by plugin, id and
 * input code; in the dev server (one long-lived process, files that change) nothing is shared.
 */
export function shareAcrossEnvironments<P extends { name: string }>(plugin: P): P {
  const original = plugin as P & { transform?: unknown; configResolved?: unknown };
  const shared = { ...plugin } as Record<string, unknown>;
  let building = false;
  const configResolved = original.configResolved;
  shared.configResolved = function (this: unknown, config: { command: string }) {
    building = config.command === 'build';
    return handlerOf(configResolved)?.call(this, config);
  };
  const hook = original.transform;
  const handler = handlerOf(hook);
  if (!handler) return shared as P;
  const wrapped = function (this: unknown, code: unknown, id: unknown, ...rest: unknown[]) {
    if (!building) return handler.call(this, code, id, ...rest);
    const key = `${plugin.name}\0${String(id)}\0${String(code)}`;
    let result = results.get(key);
    if (!result) {
      result = Promise.resolve(handler.call(this, code, id, ...rest));
      // A failure is not remembered: the other environment reports it too.
      result.catch(() => results.delete(key));
      results.set(key, result);
    }
    return result;
  };
  shared.transform = typeof hook === 'object' && hook ? { ...hook, handler: wrapped } : wrapped;
  return shared as P;
}
