import {
  errorBodySchema,
  filterOptionsSchema,
  leadSearchQueryStringSchema,
  leadSearchResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { listFilterOptions } from './repository.ts';
import { searchLeads } from './service.ts';

export const leadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leads',
    {
      schema: {
        tags: ['leads'],
        summary: 'Search Agency or Open Web leads (prospecting-core §2.3, §3 Lead search query)',
        querystring: leadSearchQueryStringSchema,
        response: { 200: leadSearchResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => searchLeads(db, requireIdentity(request), request.query),
  );

  app.get(
    '/filters/industry',
    {
      schema: {
        tags: ['leads'],
        summary: 'Company industries and job categories for the filter panel',
        response: { 200: filterOptionsSchema },
      },
    },
    async () => listFilterOptions(db),
  );
};
