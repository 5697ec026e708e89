import { COMPANY_AUTOCOMPLETE_MIN_LENGTH, companySuggestionsSchema, errorBodySchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        params: z.object({ text: z.string().trim().min(COMPANY_AUTOCOMPLETE_MIN_LENGTH).max(100) }),
        response: { 200: companySuggestionsSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ companies: await searchCompaniesByName(db, request.params.text, SUGGESTIONS) }),
  );
};
