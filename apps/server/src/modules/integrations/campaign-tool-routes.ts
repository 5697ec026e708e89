/**
 * Drip and Constant Contact routes (outreach-integrations-admin §7 drip, constantcontact; issue #17). Sign-in,
 * getToken and disconnect are the framework's /integrations/{provider}/… routes. Reading Drip's series and
 * adding a contact to one need lead access (any recruiter); syncing and listing every Constant Contact campaign
 * need create:integrations. Everything is scoped to the caller's organisation.
 */
import {
  crmPushResponseSchema,
  dripAddContactQuerySchema,
  dripCampaignParamsSchema,
  dripCampaignsSchema,
  INTEGRATION_ITEM_TYPES,
  INTEGRATION_KINDS,
  integrationItemsSchema,
  syncResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import { requireLeadAccess } from '../leads/service.ts';
import type { IntegrationDeps } from './connections.ts';
import { syncConstantContactCampaigns } from './constant-contact-service.ts';
import { addContactToDripCampaign, dripCampaigns } from './drip-service.ts';
import { ADMIN, ERRORS, tags } from './route-options.ts';
import { integrationItems } from './service.ts';

/** Registers the routes under `base` (/integrations) of the integrations plugin. */
export async function campaignToolRoutes(app: FastifyInstance, deps: IntegrationDeps, base: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${base}/drip/campaigns`,
    {
      schema: {
        tags,
        summary: "Drip's active campaigns (the series of the push menu), read live",
        response: { 200: dripCampaignsSchema, ...ERRORS },
      },
    },
    async (request) => dripCampaigns(deps, requireIdentity(request)),
  );

  api.post(
    `${base}/drip/campaigns/:id`,
    {
      schema: {
        tags,
        summary: "Adds the contact (by its e-mail) to the Drip series and logs 'Added to series {name}'",
        params: dripCampaignParamsSchema,
        querystring: dripAddContactQuerySchema,
        response: { 201: crmPushResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const answer = await addContactToDripCampaign(deps, identity, request.params.id, request.query.contactId);
      return reply.status(201).send(answer);
    },
  );

  api.post(
    `${base}/constantcontact/syncCampaigns`,
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "Fetches Constant Contact's e-mail campaigns and the lists they send to",
        response: { 200: syncResponseSchema, ...ERRORS },
      },
    },
    async (request) => syncConstantContactCampaigns(deps, requireIdentity(request).orgId),
  );

  const campaigns = (path: string, all: boolean) =>
    api.get(
      `${base}/constantcontact/${path}`,
      {
        ...(all ? { config: ADMIN } : {}),
        schema: {
          tags,
          summary: all
            ? 'Every synced Constant Contact campaign, with its visibility'
            : 'The visible Constant Contact campaigns',
          response: { 200: integrationItemsSchema, ...ERRORS },
        },
      },
      async (request) => {
        const identity = requireIdentity(request);
        if (!all) requireLeadAccess(identity);
        const type = INTEGRATION_ITEM_TYPES.emailCampaigns;
        return integrationItems(deps.db, identity.orgId, type, !all, INTEGRATION_KINDS.constantContact);
      },
    );
  campaigns('getAllCampaigns', true);
  campaigns('getCampaigns', false);
}
