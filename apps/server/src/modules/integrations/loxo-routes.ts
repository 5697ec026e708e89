/**
 * Loxo routes (outreach-integrations-admin §7 loxo: POST addContact?contactId&userId, settings, syncUsers,
 * getAllUsers, disconnect; issue #17), registered by routes.ts under /integrations/loxo. Settings, syncing and
 * disconnecting need create:integrations; pushing and the visible users (the send dialog) need lead access.
 */
import {
  connectedResponseSchema,
  crmPushResponseSchema,
  INTEGRATION_ITEM_TYPES,
  integrationItemsSchema,
  loxoAddContactQuerySchema,
  loxoSettingsSchema,
  loxoSettingsViewSchema,
  syncResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import { requireLeadAccess } from '../leads/service.ts';
import type { IntegrationDeps } from './connections.ts';
import { addContactToLoxo, disconnectLoxo, loxoSettingsView, saveLoxoSettings, syncLoxoUsers } from './loxo-service.ts';
import { ADMIN, ERRORS, tags } from './route-options.ts';
import { integrationItems } from './service.ts';

const base = '/integrations/loxo';

export const loxoRoutes: FastifyPluginAsyncZod<{ deps: IntegrationDeps }> = async (app, { deps }) => {
  app.get(
    `${base}/settings`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Loxo settings: the agency slug and whether an API key is kept (never the key)',
        response: { 200: loxoSettingsViewSchema, ...ERRORS },
      },
    },
    async (request) => loxoSettingsView(deps, requireIdentity(request).orgId),
  );

  app.post(
    `${base}/settings`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Checks the Loxo API key and agency slug with Loxo, then keeps them sealed (connects Loxo)',
        body: loxoSettingsSchema,
        response: { 200: loxoSettingsViewSchema, ...ERRORS },
      },
    },
    async (request) => saveLoxoSettings(deps, requireIdentity(request), request.body),
  );

  app.post(
    `${base}/syncUsers`,
    {
      config: ADMIN,
      schema: { tags, summary: "Fetches Loxo's users", response: { 200: syncResponseSchema, ...ERRORS } },
    },
    async (request) => syncLoxoUsers(deps, requireIdentity(request).orgId),
  );

  for (const all of [true, false]) {
    app.get(
      `${base}/${all ? 'getAllUsers' : 'getUsers'}`,
      {
        ...(all ? { config: ADMIN } : {}),
        schema: {
          tags,
          summary: all ? 'Every synced Loxo user, with its visibility' : 'The visible synced Loxo users',
          response: { 200: integrationItemsSchema, ...ERRORS },
        },
      },
      async (request) => {
        const identity = requireIdentity(request);
        if (!all) requireLeadAccess(identity);
        return integrationItems(deps.db, identity.orgId, INTEGRATION_ITEM_TYPES.loxoUsers, !all);
      },
    );
  }

  app.post(
    `${base}/addContact`,
    {
      schema: {
        tags,
        summary: 'Sends a contact to Loxo for the chosen user (found by e-mail before created), logs Added to Loxo',
        querystring: loxoAddContactQuerySchema,
        response: { 201: crmPushResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { contactId, userId } = request.query;
      const answer = await addContactToLoxo(deps, requireIdentity(request), contactId, userId);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    `${base}/disconnect`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Deletes the Loxo API key, slug and synced users',
        response: { 200: connectedResponseSchema, ...ERRORS },
      },
    },
    async (request) => disconnectLoxo(deps, requireIdentity(request).orgId),
  );
};
