import { useMatches } from 'react-router';
import type { Section } from './sections.ts';

/**
 * What a route tells the frame (prospecting-core §2.2): the section shown in the top bar, and the
 * no-bars flag that hides the drawer and the top bar.
 */
export interface RouteHandle {
  section?: Section;
  noBars?: boolean;
  /** The section's feature is not built yet (the not-available panel); tests pick such a route. */
  notAvailable?: boolean;
}

function asHandle(handle: unknown): RouteHandle {
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** The deepest matched route's section, and whether any matched route sets the no-bars flag. */
export function useRouteHandle(): { section: Section | undefined; noBars: boolean } {
  const handles = useMatches().map((match) => asHandle(match.handle));
  const section = handles.findLast((handle) => handle.section)?.section;
  return { section, noBars: handles.some((handle) => handle.noBars === true) };
}
