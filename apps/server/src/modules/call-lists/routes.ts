/**
 * Outreach list endpoints (outreach-integrations-admin §7): GET /calllist, GET /calllist/{id}, POST /calllist,
 * DELETE /calllist/{id}, PUT /calllist/contact/{contactId}, GET /interactions/nocalllist.
 */
import {
  callListContactsQuerySchema,
  callListContactsResponseSchema,
  callListIdParamsSchema,
  callListSchema,
  callListsResponseSchema,
  contactCallListsBodySchema,
  contactCallListsResponseSchema,
  contactIdParamsSchema,
  deleteCallListResponseSchema,
  errorBodySchema,
  newCallListSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import {
  changeContactLists,
  createCallList,
  listCallLists,
  readCallList,
  readUnclassified,
  removeCallList,
} from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** The batch query plus the group-contacts preference (grouped by company). */
const batchQuerySchema = callListContactsQuerySchema.extend({
  group: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const callListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/calllist',
    {
      schema: {
        tags: ['call-lists'],
        summary: "My organisation's outreach lists and the Unclassified Outreach count",
        response: { 200: callListsResponseSchema, ...errors },
      },
    },
    async (request) => listCallLists(db, requireIdentity(request)),
  );

  app.get(
    '/calllist/:id',
    {
      schema: {
        tags: ['call-lists'],
        summary: "One batch (≤ 100) of an outreach list's contacts, optionally searched",
        params: callListIdParamsSchema,
        querystring: batchQuerySchema,
        response: { 200: callListContactsResponseSchema, ...errors },
      },
    },
    async (request) => readCallList(db, requireIdentity(request), request.params.id, request.query),
  );

  app.post(
    '/calllist',
    {
      schema: {
        tags: ['call-lists'],
        summary: 'Create an outreach list ({CallListName, CallListColor}; colour default #1FBC9C)',
        body: newCallListSchema,
        response: { 201: callListSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCallList(db, requireIdentity(request), request.body)),
  );

  app.delete(
    '/calllist/:id',
    {
      schema: {
        tags: ['call-lists'],
        summary: 'Delete an outreach list (its contacts and interactions stay)',
        params: callListIdParamsSchema,
        response: { 200: deleteCallListResponseSchema, ...errors },
      },
    },
    async (request) => removeCallList(db, requireIdentity(request), request.params.id),
  );

  app.put(
    '/calllist/contact/:contactId',
    {
      schema: {
        tags: ['call-lists'],
        summary: 'Put a contact on or take it off outreach lists ({callListIds} or {CallListId, remove})',
        params: contactIdParamsSchema,
        body: contactCallListsBodySchema,
        response: { 200: contactCallListsResponseSchema, ...errors },
      },
    },
    async (request) => changeContactLists(db, requireIdentity(request), request.params.contactId, request.body),
  );

  app.get(
    '/interactions/nocalllist',
    {
      schema: {
        tags: ['call-lists'],
        summary: 'Unclassified Outreach (-1): contacts with interactions that are on none of my lists',
        querystring: batchQuerySchema,
        response: { 200: callListContactsResponseSchema, ...errors },
      },
    },
    async (request) => readUnclassified(db, requireIdentity(request), request.query),
  );
};
