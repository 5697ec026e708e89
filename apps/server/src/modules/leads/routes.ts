import {
  errorBodySchema,
  filterOptionsSchema,
  leadSearchQueryStringSchema,
  leadSearchResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { ReadRouting } from '../../db/read-routing.ts';
import { listFilterOptions } from './repository.ts';
import { searchLeads } from './service.ts';

/** `reads` sends the search to the read replica when one is configured (issue #21). */
export const leadRoutes: FastifyPluginAsyncZod<{ db: Db; reads?: ReadRouting }> = async (app, { db, reads }) => {
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
    async (request) => {
      const identity = requireIdentity(request);
      const reader = reads ? await reads.readerFor(identity.userId) : db;
      return searchLeads(db, identity, request.query, new Date(), reader);
    },
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
