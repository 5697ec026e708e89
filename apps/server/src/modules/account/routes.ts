import { errorBodySchema, meSchema, PERMISSIONS, userDataQuerySchema, userDataSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { getMe, getUserData } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/me',
    {
      config: { allowExpiredSubscription: true, permission: PERMISSIONS.readMe },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user ("Me"): profile, organisation, settings and permissions',
        response: { 200: meSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => getMe(db, requireIdentity(request)),
  );

  app.get(
    '/userdata',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's export usage of the current cycle",
        querystring: userDataQuerySchema,
        response: { 200: userDataSchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getUserData(db, requireIdentity(request), request.query.userId),
  );
};
