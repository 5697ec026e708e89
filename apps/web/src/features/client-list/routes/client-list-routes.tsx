import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

const load = async () => (await import('../components/client-list-screen.tsx')).ClientListScreen;

/** Client list (prospecting-core §2.8) at /clientlist and its second name /client, loaded on first use. */
export const clientListRoutes: RouteObject[] = [
  lazySectionRoute('clientlist', SECTIONS.clientlist, load),
  lazySectionRoute('client', SECTIONS.client, load),
];
