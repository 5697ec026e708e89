/**
 * Which answered API calls are product events (issue #21: search run, lead viewed, saved search created, export,
 * contact pushed, interaction logged). Derived from the route and its path ids only, so no request body or
 * query text (keywords, names, e-mails) can reach analytics.
 */
import { ANALYTICS_EVENTS } from '@agencyscout/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerAnalytics } from './client.ts';

interface RouteEvent {
  event: string;
  properties(request: FastifyRequest): Record<string, unknown>;
}

const ROUTE_EVENTS: Record<string, RouteEvent> = {
  'GET /api/v1/leads': { event: ANALYTICS_EVENTS.searchRun, properties: () => ({ searchOf: 'leads' }) },
  'GET /api/v1/agencytips': { event: ANALYTICS_EVENTS.searchRun, properties: () => ({ searchOf: 'tips' }) },
  'GET /api/v1/companycontacts': { event: ANALYTICS_EVENTS.searchRun, properties: () => ({ searchOf: 'contacts' }) },
  'GET /api/v1/leads/:id': {
    event: ANALYTICS_EVENTS.leadViewed,
    properties: (request) => ({ leadId: (request.params as { id?: number }).id }),
  },
  'POST /api/v1/savedSearches': { event: ANALYTICS_EVENTS.savedSearchCreated, properties: () => ({}) },
  'POST /api/v1/exportleads': { event: ANALYTICS_EVENTS.exported, properties: () => ({ exportOf: 'leads' }) },
  'POST /api/v1/typesense/export': { event: ANALYTICS_EVENTS.exported, properties: () => ({ exportOf: 'leads' }) },
  'POST /api/v1/exportcontacts': { event: ANALYTICS_EVENTS.exported, properties: () => ({ exportOf: 'contacts' }) },
  'POST /api/v1/logcontact': { event: ANALYTICS_EVENTS.interactionLogged, properties: () => ({}) },
  'POST /api/v1/integrations/bullhorn/addContact': {
    event: ANALYTICS_EVENTS.contactPushed,
    properties: () => ({ provider: 'bullhorn' }),
  },
  'POST /api/v1/integrations/hubspot/addContact': {
    event: ANALYTICS_EVENTS.contactPushed,
    properties: () => ({ provider: 'hubspot' }),
  },
};

/** The product event of an answered request, if it is one. */
export function routeEventOf(method: string, route: string | undefined): RouteEvent | undefined {
  return route ? ROUTE_EVENTS[`${method} ${route}`] : undefined;
}

/** Captures the event of every successful signed-in call that is one. */
export function registerRouteEvents(app: FastifyInstance, analytics: ServerAnalytics): void {
  if (!analytics.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !request.identity) return;
    const routeEvent = routeEventOf(request.method, request.routeOptions.url);
    if (!routeEvent) return;
    analytics.capture({
      userId: request.identity.userId,
      orgId: request.identity.orgId,
      event: routeEvent.event,
      properties: { ...routeEvent.properties(request), status: reply.statusCode },
    });
  });
}
