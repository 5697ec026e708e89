import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/**
 * Integrations and the OAuth callbacks of the CRM and e-mail providers (outreach-integrations-admin §2 'OAuth
 * callback pages': /constantcontactcallback with code and state, /dripcallback with code (and our state).
 */
export const integrationsRoutes: RouteObject[] = [
  lazySectionRoute(
    'integrations',
    SECTIONS.integrations,
    async () => (await import('../components/integrations-screen.tsx')).IntegrationsScreen,
  ),
  lazySectionRoute(
    'constantcontactcallback',
    SECTIONS.integrations,
    async () => (await import('../components/oauth-callback.tsx')).ConstantContactCallback,
  ),
  lazySectionRoute(
    'dripcallback',
    SECTIONS.integrations,
    async () => (await import('../components/oauth-callback.tsx')).DripCallback,
  ),
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
