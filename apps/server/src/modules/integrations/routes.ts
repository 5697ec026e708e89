/**
 * Integration routes (outreach-integrations-admin §7 'Integrations'; issue #16). Connecting, settings, syncing
 * and item visibility need create:integrations; pushing a contact and reading the visible lists need lead
 * access (any recruiter of the organisation). Everything is scoped to the caller's organisation.
 */
import {
  authorizeResponseSchema,
  bullhornAddContactQuerySchema,
  bullhornSettingsSchema,
  bullhornSettingsViewSchema,
  connectedResponseSchema,
  connectorValuesUpdatedSchema,
  connectorValuesUpdateSchema,
  crmPushResponseSchema,
  hubspotAddContactBodySchema,
  hubspotAddContactQuerySchema,
  hubspotCompaniesQuerySchema,
  hubspotCompaniesSchema,
  INTEGRATION_ITEM_TYPES,
  integrationItemsSchema,
  integrationProviderParamsSchema,
  integrationVersionResponseSchema,
  integrationVersionSchema,
  PERMISSIONS,
  syncResponseSchema,
  tokenQuerySchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { addContactToBullhorn, syncBullhornUsers } from './bullhorn-service.ts';
import { campaignToolRoutes } from './campaign-tool-routes.ts';
import type { IntegrationDeps } from './connections.ts';
import { addContactToHubspot, findHubspotCompanies, syncHubspot } from './hubspot-service.ts';
import { loxoRoutes } from './loxo-routes.ts';
import { bullhornSettingsView, finishSignIn, saveBullhornSettings, startSignIn } from './oauth-service.ts';
import { ADMIN, ERRORS, tags } from './route-options.ts';
import { disconnect, HUBSPOT_LISTS, integrationItems, setIntegrationVersion, updateVisibleItems } from './service.ts';

export const integrationRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  const deps: IntegrationDeps = { db, config, box: createSecretBox(config) };
  const base = '/integrations';

  app.get(
    `${base}/:provider/authorize`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "The provider's sign-in address, with a state bound to the caller's session",
        params: integrationProviderParamsSchema,
        response: { 200: authorizeResponseSchema, ...ERRORS },
      },
    },
    async (request) => startSignIn(deps, requireIdentity(request), request.params.provider),
  );

  app.get(
    `${base}/:provider/getToken`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'OAuth callback: checks the state and exchanges the code for tokens (kept sealed)',
        params: integrationProviderParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: connectedResponseSchema, ...ERRORS },
      },
    },
    async (request) => finishSignIn(deps, requireIdentity(request), request.params.provider, request.query),
  );

  app.post(
    `${base}/:provider/disconnect`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Revokes and deletes the tokens and synced items of the provider',
        params: integrationProviderParamsSchema,
        response: { 200: connectedResponseSchema, ...ERRORS },
      },
    },
    async (request) => disconnect(deps, requireIdentity(request).orgId, request.params.provider),
  );

  app.get(
    `${base}/bullhorn/settings`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Bullhorn settings (never the client secret) and the two login regions',
        response: { 200: bullhornSettingsViewSchema, ...ERRORS },
      },
    },
    async (request) => bullhornSettingsView(deps, requireIdentity(request).orgId),
  );

  app.post(
    `${base}/bullhorn/settings`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Saves the Bullhorn client id, client secret (sealed) and login region',
        body: bullhornSettingsSchema,
        response: { 200: bullhornSettingsViewSchema, ...ERRORS },
      },
    },
    async (request) => saveBullhornSettings(deps, requireIdentity(request).orgId, request.body),
  );

  app.post(
    `${base}/bullhorn/addContact`,
    {
      schema: {
        tags,
        summary: 'Sends a contact to Bullhorn (found before created) and logs Added to Bullhorn',
        querystring: bullhornAddContactQuerySchema,
        response: { 201: crmPushResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await addContactToBullhorn(deps, requireIdentity(request), request.query.contactId);
      return reply.status(201).send(answer);
    },
  );

  const sync = (path: string, summary: string, run: (orgId: string) => Promise<{ synced: number }>) =>
    app.post(
      `${base}/${path}`,
      { config: ADMIN, schema: { tags, summary, response: { 200: syncResponseSchema, ...ERRORS } } },
      async (request) => run(requireIdentity(request).orgId),
    );
  sync('bullhorn/syncUsers', "Fetches Bullhorn's active users", (orgId) => syncBullhornUsers(deps, orgId));
  sync('hubspot/syncWorkFlow', "Fetches HubSpot's active workflows", (orgId) => syncHubspot(deps, orgId, 'workflows'));
  sync('hubspot/syncUsers', "Fetches HubSpot's owners", (orgId) => syncHubspot(deps, orgId, 'users'));
  sync('hubspot/syncPipeline', "Fetches HubSpot's deal pipelines and stages", (orgId) =>
    syncHubspot(deps, orgId, 'pipelines'),
  );

  /** getAll… (admins: every item with its visibility) and get… (recruiters: visible items). */
  const list = (path: string, itemType: number, all: boolean) =>
    app.get(
      `${base}/${path}`,
      {
        ...(all ? { config: ADMIN } : {}),
        schema: {
          tags,
          summary: all ? 'Every synced item of the kind, with its visibility' : 'The visible synced items of the kind',
          response: { 200: integrationItemsSchema, ...ERRORS },
        },
      },
      async (request) => {
        const identity = requireIdentity(request);
        if (!all) requireLeadAccess(identity);
        return integrationItems(db, identity.orgId, itemType, !all);
      },
    );
  list('bullhorn/getAllUsers', INTEGRATION_ITEM_TYPES.bullhornUsers, true);
  list('hubspot/getAllWorkflows', HUBSPOT_LISTS.workflows, true);
  list('hubspot/getAllUsers', HUBSPOT_LISTS.users, true);
  list('hubspot/getAllPipelines', HUBSPOT_LISTS.pipelines, true);
  list('hubspot/getWorkflows', HUBSPOT_LISTS.workflows, false);
  list('hubspot/getUsers', HUBSPOT_LISTS.users, false);
  list('hubspot/getPipeline', HUBSPOT_LISTS.pipelines, false);

  app.post(
    `${base}/updateConnectorValueToUser`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Shows exactly the given synced items of one type (the others of it are hidden)',
        body: connectorValuesUpdateSchema,
        response: { 200: connectorValuesUpdatedSchema, ...ERRORS },
      },
    },
    async (request) => updateVisibleItems(db, requireIdentity(request).orgId, request.body),
  );

  app.get(
    `${base}/hubspot/getCompanies`,
    {
      schema: {
        tags,
        summary: "HubSpot companies for the send dialog's autocomplete",
        querystring: hubspotCompaniesQuerySchema,
        response: { 200: hubspotCompaniesSchema, ...ERRORS },
      },
    },
    async (request) => findHubspotCompanies(deps, requireIdentity(request), request.query),
  );

  app.post(
    `${base}/hubspot/addContact`,
    {
      schema: {
        tags,
        summary: 'Sends a contact to HubSpot (found before created), with company, owner, deal and workflow',
        querystring: hubspotAddContactQuerySchema,
        body: hubspotAddContactBodySchema,
        response: { 201: crmPushResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { contactId, ...choices } = request.query;
      const answer = await addContactToHubspot(deps, requireIdentity(request), contactId, {
        ...choices,
        deal: request.body?.deal ?? null,
      });
      return reply.status(201).send(answer);
    },
  );

  await campaignToolRoutes(app, deps, base);

  app.put(
    '/user/integrationVersion',
    {
      config: { permission: PERMISSIONS.readUsers },
      schema: {
        tags,
        summary: "The organisation's 'Use New Integration' switch",
        body: integrationVersionSchema,
        response: { 200: integrationVersionResponseSchema, ...ERRORS },
      },
    },
    async (request) => setIntegrationVersion(db, requireIdentity(request), request.body.version),
  );

  // Loxo (issue #17): its own routes under /integrations/loxo.
  await app.register(loxoRoutes, { deps });
};
