import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Help Center (prospecting-core §2.10). */
export const helpRoutes: RouteObject[] = [notAvailableRoute('helpcenter', SECTIONS.helpcenter)];
