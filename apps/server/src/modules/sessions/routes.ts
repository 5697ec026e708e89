import { errorBodySchema, sessionRegisteredSchema, sessionRegistrationSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessStates } from '../../auth/access-state.ts';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { registerSession } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; access: Pick<AccessStates, 'forgetUser'> }> = async (
  app,
  { db, access },
) => {
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
      const identity = requireIdentity(request);
      const session = await registerSession(db, identity, request.body.id, request.headers['user-agent'] ?? null);
      // The user's other sessions may have ended: their cached access must not outlive that (issue #30).
      await access.forgetUser(identity.userId);
      return reply.status(201).send(session);
    },
  );
};
