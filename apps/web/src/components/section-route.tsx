import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import type { Section } from '../lib/sections.ts';
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

/** A route of a section whose feature is not built yet: page layout plus MESSAGES.sectionNotAvailable. */
export function notAvailableRoute(path: string, section: Section, handle: RouteHandle = {}): RouteObject {
  return sectionRoute(path, section, <SectionNotAvailablePage section={section} />, handle);
}
