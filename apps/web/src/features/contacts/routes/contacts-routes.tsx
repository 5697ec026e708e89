import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Contact search (outreach-integrations-admin §2 'Contact Search screen'), loaded on first use. */
export const contactsRoutes: RouteObject[] = [
  lazySectionRoute(
    'companycontacts',
    SECTIONS.companycontacts,
    async () => (await import('../components/contact-search-screen.tsx')).ContactSearchScreen,
  ),
];
