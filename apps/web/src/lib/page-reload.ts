/**
 * Whether the document was loaded by a browser reload of `pathname` (Navigation Timing) and no screen has
 * handled that reload yet. The leads screens keep their stored filter across a reload (§4 'dontclearfilter'),
 * and call `markReloadHandled` once mounted, so that later visits in the same document are ordinary navigations.
 * Pure during render (safe with StrictMode's double render); the marking happens in an effect.
 */
let handled = false;

export function isReloadOf(pathname: string): boolean {
  if (handled) return false;
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'reload') return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

export function markReloadHandled(): void {
  handled = true;
}
