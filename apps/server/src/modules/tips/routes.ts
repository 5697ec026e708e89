/** Agency Tips endpoints (prospecting-core §7: GET /agencytips, GET /agencytips/{id}; issue #12). */
import {
  errorBodySchema,
  tipDetailSchema,
  tipIdParamsSchema,
  tipSearchQuerySchema,
  tipSearchResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { readTipDetail, searchTips } from './service.ts';

export const tipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/agencytips',
    {
      schema: {
        tags: ['tips'],
        summary: 'Search Agency Tips, newest discovery first (prospecting-core §2.5, §3 Tips query)',
        querystring: tipSearchQuerySchema,
        response: { 200: tipSearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => searchTips(db, requireIdentity(request), request.query),
  );

  app.get(
    '/agencytips/:id',
    {
      schema: {
        tags: ['tips'],
        summary: 'One listed tip with its company, evidence and contacts; records the view (§2.5)',
        params: tipIdParamsSchema,
        response: { 200: tipDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => readTipDetail(db, requireIdentity(request), request.params.id),
  );
};
