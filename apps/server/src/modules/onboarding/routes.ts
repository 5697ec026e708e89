import { errorBodySchema, onboardRequestSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { completeOnboarding } from './service.ts';

/** POST /user/onboard (outreach-integrations-admin §7): no sign-in; the invitation token is the credential. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/user/onboard',
    {
      config: { public: true },
      schema: {
        tags: ['onboarding'],
        summary: "Sets an invited user's password with the invitation link's single-use token",
        security: [],
        body: onboardRequestSchema,
        response: {
          204: z.null().describe('Password set; sign in next'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await completeOnboarding(db, request.body);
      return reply.status(204).send(null);
    },
  );
};
