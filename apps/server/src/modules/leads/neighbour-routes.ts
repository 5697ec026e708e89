/**
 * GET /leads/{id}/neighbours: the lead detail's neighbour strip when no result list is stored (prospecting-core
 * §2.4, issue #9).
 */
import { errorBodySchema, leadIdParamsSchema, leadNeighboursResponseSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { readLeadNeighbours } from './neighbour-service.ts';

export const leadNeighbourRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leads/:id/neighbours',
    {
      schema: {
        tags: ['leads'],
        summary: 'The lead with the leads listed just before and after it, newest first, wrapping (§2.4)',
        params: leadIdParamsSchema,
        response: { 200: leadNeighboursResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => readLeadNeighbours(db, requireIdentity(request), request.params.id),
  );
};
