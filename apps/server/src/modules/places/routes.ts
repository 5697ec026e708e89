import { errorBodySchema, placesQuerySchema, placesResponseSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchPlaces } from './service.ts';

/** GET /api/v1/places?q= — location autocomplete for any signed-in user (q: 2..100 characters). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Autocomplete US and Canadian cities, states/provinces and countries (offline gazetteer)',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema },
      },
    },
    async (request) => ({ places: searchPlaces(request.query) }),
  );
};
