import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Client list (prospecting-core §2.8) and the client list screen `/client` (second document). */
export const clientListRoutes: RouteObject[] = [
  notAvailableRoute('clientlist', SECTIONS.clientlist),
  notAvailableRoute('client', SECTIONS.client),
];
