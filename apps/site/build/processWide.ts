/**
 * A value made once per process and shared by every copy of the module that asks for it by
 * `name`. `vite build --app` builds the client and the SSR bundle side by side in one process, but
 * loads the config (and so every build plugin module) once per environment: module-level state
 * would be made twice. This keeps it on globalThis instead.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`docshell.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
