/**
 * Campaign automation routes (outreach-integrations-admin §7 campaignautomation and GET /integrations/campaigns;
 * prospecting-core §2.6 'Outbound Campaigns'; issue #17). Lead access is checked by the service; only the saved
 * search's owner adds or deletes its subscriptions; everything is scoped to the caller's organisation.
 */
import {
  campaignOptionsSchema,
  campaignSubscriptionParamsSchema,
  campaignSubscriptionSchema,
  campaignSubscriptionsResponseSchema,
  errorBodySchema,
  newCampaignSubscriptionSchema,
  PERMISSIONS,
  savedSearchIdParamsSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { addSubscription, campaignOptions, removeSubscription, savedSearchSubscriptions } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['campaign-automations'];
const writer = { permission: PERMISSIONS.createSavedSearch };

export const campaignAutomationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/integrations/campaigns',
    {
      schema: {
        tags,
        summary: 'The connected integrations that can feed campaigns, with their synced campaigns',
        response: { 200: campaignOptionsSchema, ...errors },
      },
    },
    async (request) => campaignOptions(db, requireIdentity(request)),
  );

  app.get(
    '/campaignautomation/savedsearch/:id',
    {
      schema: {
        tags,
        summary: "A saved search's campaign subscriptions with their status, and the caller's limits",
        params: savedSearchIdParamsSchema,
        response: { 200: campaignSubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => savedSearchSubscriptions(db, requireIdentity(request), request.params.id),
  );

  app.post(
    '/campaignautomation/savedsearch',
    {
      config: writer,
      schema: {
        tags,
        summary: "Feeds the contacts of a saved search's new leads in an audience into a campaign",
        body: newCampaignSubscriptionSchema,
        response: { 201: campaignSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const subscription = await addSubscription(db, requireIdentity(request), request.body);
      return reply.status(201).send(subscription);
    },
  );

  app.delete(
    '/campaignautomation/:id',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Deletes a campaign subscription (contacts already pushed stay in the campaign)',
        params: campaignSubscriptionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSubscription(db, requireIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
