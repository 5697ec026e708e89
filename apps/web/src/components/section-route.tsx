import type { ComponentType, ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Section } from '../lib/sections.ts';
import { PermissionGate, type ScreenPermission } from './permission-gate.tsx';
import { SectionNotAvailablePage } from './section-not-available.tsx';

/** A route of a section: the top bar shows the section's icon and title (RouteHandle). */
export function sectionRoute(
  path: string,
  section: Section,
  element: ReactNode,
  handle: RouteHandle = {},
): RouteObject {
  return { path, element, handle: { section, ...handle } satisfies RouteHandle };
}

/**
 * A section route whose screen is loaded on first use (its own chunk, docs/performance.md 'Web delivery'): the
 * sign-in path and every other feature do not download it. `load` imports the screen's module and returns the
 * component to render.
 */
export function lazySectionRoute(
  path: string,
  section: Section,
  load: () => Promise<ComponentType>,
  handle: RouteHandle = {},
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await load() }),
    handle: { section, ...handle } satisfies RouteHandle,
  };
}

/**
 * A lazy section route that only users with `allowed` may open; anyone else sees NotAllowedPage. The gate is a
 * pathless parent route, so the screen itself stays a plain lazy section route.
 */
export function guardedSectionRoute(
  path: string,
  section: Section,
  allowed: ScreenPermission,
  load: () => Promise<ComponentType>,
): RouteObject {
  return {
    element: (
      <PermissionGate allowed={allowed} section={section}>
        <Outlet />
      </PermissionGate>
    ),
    children: [lazySectionRoute(path, section, load)],
  };
}

/** A route of a section whose feature is not built yet: page layout plus MESSAGES.sectionNotAvailable. */
export function notAvailableRoute(path: string, section: Section, handle: RouteHandle = {}): RouteObject {
  return sectionRoute(path, section, <SectionNotAvailablePage section={section} />, { ...handle, notAvailable: true });
}
