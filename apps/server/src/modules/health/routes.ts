/** Liveness and readiness for load balancers and orchestrators (docs/operations.md). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { migrationsPending } from '../../db/migrate.ts';

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  pendingMigrations: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable and migrations applied',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        const pending = await migrationsPending(db);
        return reply
          .status(pending === 0 ? 200 : 503)
          .send({ status: pending === 0 ? 'ready' : 'not-ready', database: true, pendingMigrations: pending });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'not-ready', database: false, pendingMigrations: -1 });
      }
    },
  );
};
