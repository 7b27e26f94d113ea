/** True when `origin` is exactly the configured production origin (scheme, host and port). */
export function isProductionOrigin(origin: string, productionOrigin: string | undefined): boolean {
  if (!productionOrigin) return false;
  try {
    return new URL(productionOrigin).origin === origin;
  } catch {
    return false;
  }
}
