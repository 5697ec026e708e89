/**
 * Job sources for provider staff (issue #28 'Sources'): GET/POST /admin/sources, GET/PATCH/DELETE
 * /admin/sources/{id}, POST /admin/sources/{id}/poll. Every route needs create:member (the permission of Manage
 * Customers) and the service checks role ADMIN.
 */
import {
  addSourcesResponseSchema,
  addSourcesSchema,
  errorBodySchema,
  PERMISSIONS,
  sourceDetailResponseSchema,
  sourceIdParamsSchema,
  sourceListQuerySchema,
  sourceListResponseSchema,
  sourceMessageResponseSchema,
  sourceSchema,
  updateSourceSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { addSources, changeSource, listSourcesForStaff, pollSourceNow, removeSource, sourceDetail } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['sources'];
const staff = { permission: PERMISSIONS.createMember };

export interface SourceRouteOptions {
  db: Db;
  /** Queues a poll of the source on the job queue (best effort; the dispatcher takes it up otherwise). */
  enqueuePoll?: (sourceId: number) => Promise<void>;
}

export const sourceRoutes: FastifyPluginAsyncZod<SourceRouteOptions> = async (app, { db, enqueuePoll }) => {
  app.get(
    '/admin/sources',
    {
      config: staff,
      schema: {
        tags,
        summary: 'List job sources with their health',
        querystring: sourceListQuerySchema,
        response: { 200: sourceListResponseSchema, ...errors },
      },
    },
    async (request) => listSourcesForStaff(db, requireIdentity(request), request.query),
  );

  app.post(
    '/admin/sources',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add job sources from board URLs (one a line); the kind and token are recognised from each URL',
        body: addSourcesSchema,
        response: { 201: addSourcesResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addSources(db, requireIdentity(request), request.body)),
  );

  app.get(
    '/admin/sources/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One job source with its poll history',
        params: sourceIdParamsSchema,
        response: { 200: sourceDetailResponseSchema, ...errors },
      },
    },
    async (request) => sourceDetail(db, requireIdentity(request), request.params.id),
  );

  app.patch(
    '/admin/sources/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Pause, resume or change a job source',
        params: sourceIdParamsSchema,
        body: updateSourceSchema,
        response: { 200: sourceSchema, ...errors },
      },
    },
    async (request) => changeSource(db, requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/admin/sources/:id/poll',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Poll a job source now',
        params: sourceIdParamsSchema,
        response: { 202: sourceMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await pollSourceNow(db, requireIdentity(request), request.params.id, enqueuePoll)),
  );

  app.delete(
    '/admin/sources/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remove a job source (its leads stay)',
        params: sourceIdParamsSchema,
        response: { 200: sourceMessageResponseSchema, ...errors },
      },
    },
    async (request) => removeSource(db, requireIdentity(request), request.params.id),
  );
};
