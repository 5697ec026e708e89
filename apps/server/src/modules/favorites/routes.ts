import { errorBodySchema, favoriteQuerySchema, favoriteResponseSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { setFavorite } from './service.ts';

const responses = { 200: favoriteResponseSchema, 400: errorBodySchema, 404: errorBodySchema };

/** POST adds the lead to the caller's favorites; PUT (the spec's call) and DELETE remove it (§7). */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/favoriteslist',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Add a lead to my favorites',
        querystring: favoriteQuerySchema,
        response: responses,
      },
    },
    async (request) => setFavorite(db, requireIdentity(request), request.query.jobLeadId, true),
  );
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/favoriteslist',
      {
        schema: {
          tags: ['favorites'],
          summary: 'Remove a lead from my favorites',
          querystring: favoriteQuerySchema,
          response: responses,
        },
      },
      async (request) => setFavorite(db, requireIdentity(request), request.query.jobLeadId, false),
    );
  }
};
