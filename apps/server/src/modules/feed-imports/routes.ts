/**
 * Feed imports for provider staff (issue #31 point 1): POST /admin/imports (multipart: files, optional feedName),
 * GET /admin/imports, GET /admin/imports/{id}, POST /admin/imports/{id}/dry-run, POST /admin/imports/{id}/start,
 * GET /admin/imports/{id}/rejects (text/csv). Every route needs create:member and the service checks role ADMIN.
 */

import {
  errorBodySchema,
  FEED_IMPORT_LIMITS,
  feedImportDryRunSchema,
  feedImportIdParamsSchema,
  feedImportListSchema,
  feedImportRunSchema,
  PERMISSIONS,
} from '@agencyscout/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import {
  allowFeedImport,
  dryRunFeed,
  feedImport,
  feedImportRejects,
  recentFeedImports,
  startFeedImport,
  uploadFeed,
} from './service.ts';
import { readUpload } from './upload.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['imports'];
const staff = { permission: PERMISSIONS.createMember };

export interface FeedImportRouteOptions {
  db: Db;
  /** Queues a run's import for the worker (best effort; the worker's dispatch queues it otherwise). */
  enqueue?: (runId: number) => Promise<void>;
}

export const feedImportRoutes: FastifyPluginAsyncZod<FeedImportRouteOptions> = async (app, { db, enqueue }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: FEED_IMPORT_LIMITS.maxUploadBytes,
      files: FEED_IMPORT_LIMITS.maxFiles,
      fields: 5,
      fieldSize: 1000,
      parts: FEED_IMPORT_LIMITS.maxFiles + 5,
    },
  });

  app.post(
    '/admin/imports',
    {
      config: staff,
      bodyLimit: FEED_IMPORT_LIMITS.maxUploadBytes + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload a feed (multipart: one or more CSV/TSV/xlsx files or a zip, and an optional feedName)',
        consumes: ['multipart/form-data'],
        response: { 201: feedImportRunSchema, 413: errorBodySchema, 415: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      allowFeedImport(identity);
      return reply.status(201).send(await uploadFeed(db, identity, await readUpload(request)));
    },
  );

  app.get(
    '/admin/imports',
    {
      config: staff,
      schema: { tags, summary: 'Recent feed imports', response: { 200: feedImportListSchema, ...errors } },
    },
    async (request) => recentFeedImports(db, requireIdentity(request)),
  );

  app.get(
    '/admin/imports/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A feed import: columns, mapping, dry run, progress and summary',
        params: feedImportIdParamsSchema,
        response: { 200: feedImportRunSchema, ...errors },
      },
    },
    async (request) => feedImport(db, requireIdentity(request), request.params.id),
  );

  app.post(
    '/admin/imports/:id/dry-run',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Check a mapping over the uploaded files (nothing saved); the mapping is kept for the feed name',
        params: feedImportIdParamsSchema,
        body: feedImportDryRunSchema,
        response: { 200: feedImportRunSchema, ...errors },
      },
    },
    async (request) => dryRunFeed(db, requireIdentity(request), request.params.id, request.body.mapping),
  );

  app.post(
    '/admin/imports/:id/start',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Import the checked feed in the worker',
        params: feedImportIdParamsSchema,
        response: { 202: feedImportRunSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startFeedImport(db, requireIdentity(request), request.params.id, enqueue)),
  );

  app.get(
    '/admin/imports/:id/rejects',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The rejected rows of an import (CSV: file, line, reason, data)',
        params: feedImportIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, content } = await feedImportRejects(db, requireIdentity(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(content.toString('utf8'));
    },
  );
};
