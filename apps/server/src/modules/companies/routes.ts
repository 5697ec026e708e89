import { companySearchParamsSchema, companySuggestionsSchema, errorBodySchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/kysely.ts';
import { searchCompaniesByName } from './repository.ts';

const SUGGESTIONS = 10;

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/company/search/:text',
    {
      schema: {
        tags: ['companies'],
        summary: 'Hiring company autocomplete (prospecting-core §5: from 2 characters)',
        params: companySearchParamsSchema,
        response: { 200: companySuggestionsSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ companies: await searchCompaniesByName(db, request.params.text, SUGGESTIONS) }),
  );
};
