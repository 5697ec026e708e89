import { errorBodySchema, sessionRegisteredSchema, sessionRegistrationSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { registerSession } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/sessions',
    {
      config: { allowExpiredSubscription: true, withoutSession: true },
      schema: {
        tags: ['sessions'],
        summary: 'Register the session id sent as the RequestId header (ends older sessions of the user)',
        body: sessionRegistrationSchema,
        response: { 201: sessionRegisteredSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await registerSession(
        db,
        requireIdentity(request),
        request.body.id,
        request.headers['user-agent'] ?? null,
      );
      return reply.status(201).send(session);
    },
  );
};
