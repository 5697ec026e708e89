import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';

/**
 * The section routes whose feature is not built yet (notAvailableRoute), as `{ path, title }` with any `:param`
 * filled in. Tests of the not-available panel pick from this list, so they keep working as sections get built.
 */
export function unavailableSections(routes: RouteObject[]): { path: string; title: string }[] {
  return routes.flatMap((route) => {
    const handle = (route.handle ?? {}) as RouteHandle;
    if (!handle.notAvailable || !handle.section || !route.path) return [];
    return [{ path: `/${route.path.replace(/:[^/]+/g, 'x1')}`, title: handle.section.title }];
  });
}
