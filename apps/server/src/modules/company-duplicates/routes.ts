/**
 * Company duplicates for provider staff (issue #32 point 2): GET /admin/companies/duplicates,
 * GET /admin/companies/duplicates/{id}/preview, POST /admin/companies/duplicates/{id}/merge,
 * POST /admin/companies/duplicates/{id}/dismiss, GET /admin/companies/merges, POST /admin/companies/merges/{id}/split.
 * Every route needs create:member (the permission of Manage Customers) and the service checks role ADMIN.
 */
import {
  companyMergeListResponseSchema,
  duplicateIdParamsSchema,
  duplicateListQuerySchema,
  duplicateListResponseSchema,
  duplicateMessageResponseSchema,
  errorBodySchema,
  mergeBodySchema,
  mergePreviewQuerySchema,
  mergePreviewResponseSchema,
  mergeResponseSchema,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { dismissDuplicate, listDuplicates, listMerges, mergePair, previewMerge, splitCompanyMerge } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['companies'];
const staff = { permission: PERMISSIONS.createMember };

export const companyDuplicateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/companies/duplicates',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Pairs of companies waiting for review, with their evidence',
        querystring: duplicateListQuerySchema,
        response: { 200: duplicateListResponseSchema, ...errors },
      },
    },
    async (request) => listDuplicates(db, requireIdentity(request), request.query.page),
  );

  app.get(
    '/admin/companies/duplicates/:id/preview',
    {
      config: staff,
      schema: {
        tags,
        summary: 'What merging the pair into the kept company would move',
        params: duplicateIdParamsSchema,
        querystring: mergePreviewQuerySchema,
        response: { 200: mergePreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewMerge(db, requireIdentity(request), request.params.id, request.query.keep),
  );

  app.post(
    '/admin/companies/duplicates/:id/merge',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Merge the pair into the kept company (one transaction, logged)',
        params: duplicateIdParamsSchema,
        body: mergeBodySchema,
        response: { 200: mergeResponseSchema, ...errors },
      },
    },
    async (request) => mergePair(db, requireIdentity(request), request.params.id, request.body.keepCompanyId),
  );

  app.post(
    '/admin/companies/duplicates/:id/dismiss',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Dismiss the pair as not the same company',
        params: duplicateIdParamsSchema,
        response: { 200: duplicateMessageResponseSchema, ...errors },
      },
    },
    async (request) => dismissDuplicate(db, requireIdentity(request), request.params.id),
  );

  app.get(
    '/admin/companies/merges',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The company merge log, newest first',
        querystring: duplicateListQuerySchema,
        response: { 200: companyMergeListResponseSchema, ...errors },
      },
    },
    async (request) => listMerges(db, requireIdentity(request), request.query.page),
  );

  app.post(
    '/admin/companies/merges/:id/split',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Split a merge back from its log',
        params: duplicateIdParamsSchema,
        response: { 200: duplicateMessageResponseSchema, ...errors },
      },
    },
    async (request) => splitCompanyMerge(db, requireIdentity(request), request.params.id),
  );
};
