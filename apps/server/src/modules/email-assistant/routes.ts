/**
 * The e-mail assistant endpoint (prospecting-core §7 'Generated email' GET /leads/generateEmail/{id}?information).
 * `/leads/generateEmail/:id` has one more path segment than the lead detail's `/leads/:id`, so neither shadows
 * the other.
 */
import {
  errorBodySchema,
  generatedEmailSchema,
  generateEmailQuerySchema,
  leadIdParamsSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import { type EmailAssistantDependencies, generateEmail } from './service.ts';

export const emailAssistantRoutes: FastifyPluginAsyncZod<EmailAssistantDependencies> = async (app, dependencies) => {
  app.get(
    '/leads/generateEmail/:id',
    {
      schema: {
        tags: ['leads'],
        summary: "A first e-mail to the lead's company, by the AI model or a template; one per user per UTC day",
        params: leadIdParamsSchema,
        querystring: generateEmailQuerySchema,
        response: {
          200: generatedEmailSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) =>
      generateEmail(dependencies, requireIdentity(request), request.params.id, request.query.information),
  );
};
