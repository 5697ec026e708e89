/**
 * Saved-search endpoints (prospecting-core §7 'Saved searches'; outreach-integrations-admin §7 'Saved-search
 * notifications'): GET/POST/PUT /savedSearches, GET/DELETE /savedSearches/{id}, DELETE /savedsearches/deleteAll
 * (also under the /savedSearches casing) and PUT /savedSearches/notifications.
 */
import {
  errorBodySchema,
  newSavedSearchSchema,
  PERMISSIONS,
  savedSearchDeletedSchema,
  savedSearchIdParamsSchema,
  savedSearchListQuerySchema,
  savedSearchListSchema,
  savedSearchNotificationSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { ReadRouting } from '../../db/read-routing.ts';
import type { AlertSchedule } from '../alerts/public.ts';
import {
  createSavedSearch,
  getSavedSearch,
  listSavedSearches,
  modifySavedSearch,
  removeAllSavedSearches,
  removeSavedSearch,
  updateNotifications,
} from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['saved-searches'];
const writer = { permission: PERMISSIONS.createSavedSearch };

/**
 * `reads` sends the list to the read replica unless the caller just wrote (issue #21); `alertSchedule` lets the
 * list say when each alert goes out next (issue #30).
 */
export const savedSearchRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reads?: ReadRouting;
  alertSchedule?: AlertSchedule;
}> = async (app, { db, reads, alertSchedule }) => {
  app.get(
    '/savedSearches',
    {
      schema: {
        tags,
        summary: "My saved searches or all of my organisation's, filtered by name, one page (§2.6)",
        querystring: savedSearchListQuerySchema,
        response: { 200: savedSearchListSchema, ...errors },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const reader = reads ? await reads.readerFor(identity.userId) : db;
      return listSavedSearches(reader, identity, request.query, alertSchedule && { schedule: alertSchedule });
    },
  );

  app.get(
    '/savedSearches/:id',
    {
      schema: {
        tags,
        summary: "One of my organisation's saved searches",
        params: savedSearchIdParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => getSavedSearch(db, requireIdentity(request), request.params.id),
  );

  app.post(
    '/savedSearches',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Save a named lead search (name + filter fields; empty values dropped)',
        body: newSavedSearchSchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await createSavedSearch(db, requireIdentity(request), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/savedSearches',
    {
      config: writer,
      schema: {
        tags,
        summary: "Modify my saved search's name and query (owner only)",
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => modifySavedSearch(db, requireIdentity(request), request.body),
  );

  app.put(
    '/savedSearches/notifications',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Turn the Agency Leads and Open Web e-mail alerts of my saved search on or off (owner only)',
        body: savedSearchNotificationSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => updateNotifications(db, requireIdentity(request), request.body),
  );

  const deleteAll = {
    config: writer,
    schema: {
      tags,
      summary: 'Delete all of my own saved searches',
      response: { 200: savedSearchDeletedSchema, ...errors },
    },
  };
  app.delete('/savedsearches/deleteAll', deleteAll, async (request) =>
    removeAllSavedSearches(db, requireIdentity(request)),
  );
  app.delete('/savedSearches/deleteAll', deleteAll, async (request) =>
    removeAllSavedSearches(db, requireIdentity(request)),
  );

  app.delete(
    '/savedSearches/:id',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Delete my saved search (owner only)',
        params: savedSearchIdParamsSchema,
        response: { 200: savedSearchDeletedSchema, ...errors },
      },
    },
    async (request) => removeSavedSearch(db, requireIdentity(request), request.params.id),
  );
};
