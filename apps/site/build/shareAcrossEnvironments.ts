import { processWide } from './processWide.ts';

type HookName = 'transform' | 'load';
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
 * Shares a plugin's `transform`/`load` results between the environments of one build, so the
 * SSR build reuses what the client build compiled (MDX, highlighting) instead of doing it again.
 * Only for hooks whose output does not depend on the environment. Results are keyed by hook, id
 * and input code; in the dev server (one long-lived process, files that change) nothing is shared.
 */
export function shareAcrossEnvironments<P extends { name: string }>(
  plugin: P,
  hooks: HookName[] = ['transform'],
): P {
  const original = plugin as P & Partial<Record<HookName | 'configResolved', unknown>>;
  const shared = { ...plugin } as Record<string, unknown>;
  let building = false;
  const configResolved = original.configResolved;
  shared.configResolved = function (this: unknown, config: { command: string }) {
    building = config.command === 'build';
    return handlerOf(configResolved)?.call(this, config);
  };
  for (const name of hooks) {
    const hook = original[name];
    const handler = handlerOf(hook);
    if (!handler) continue;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      if (!building) return handler.apply(this, args);
      const [first, second] = args;
      const key =
        name === 'transform'
          ? `${plugin.name}\0${String(second)}\0${String(first)}`
          : `${plugin.name}\0load\0${String(first)}`;
      let result = results.get(key);
      if (!result) {
        result = Promise.resolve(handler.apply(this, args));
        // A failure is not remembered: the other environment reports it too.
        result.catch(() => results.delete(key));
        results.set(key, result);
      }
      return result;
    };
    shared[name] = typeof hook === 'object' && hook ? { ...hook, handler: wrapped } : wrapped;
  }
  return shared as P;
}
