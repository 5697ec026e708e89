import type { RouteObject } from 'react-router';
import { lazySectionRoute, notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/**
 * Integrations and the OAuth callbacks of the CRM and e-mail providers (outreach-integrations-admin §2). Constant
 * Contact and Drip arrive with the next issue.
 */
export const integrationsRoutes: RouteObject[] = [
  lazySectionRoute(
    'integrations',
    SECTIONS.integrations,
    async () => (await import('../components/integrations-screen.tsx')).IntegrationsScreen,
  ),
  notAvailableRoute('constantcontactcallback', SECTIONS.integrations),
  notAvailableRoute('dripcallback', SECTIONS.integrations),
  lazySectionRoute(
    'hubspotcallback',
    SECTIONS.integrations,
    async () => (await import('../components/oauth-callback.tsx')).HubspotCallback,
  ),
  lazySectionRoute(
    'bullhorncallback',
    SECTIONS.integrations,
    async () => (await import('../components/oauth-callback.tsx')).BullhornCallback,
  ),
];
