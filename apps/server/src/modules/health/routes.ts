/** Liveness and readiness for load balancers and orchestrators (docs/operations.md). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { MAIN_TABLES, readTableBloat } from '../../db/maintenance.ts';
import { migrationsPending } from '../../db/migrate.ts';
import { readWorkerStatus } from '../operations/heartbeat.ts';

const tableBloatSchema = z.object({
  table: z.enum(MAIN_TABLES),
  liveRows: z.number(),
  deadRows: z.number(),
  deadRatio: z.number(),
  needsVacuum: z.boolean(),
  lastVacuumAt: z.string().nullable(),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  pendingMigrations: z.number(),
  /** Dead-row ratio of the main tables; informative, never makes the node not ready. */
  bloat: z.array(tableBloatSchema),
  /**
   * The job workers' heartbeat (issue #21): processes running the pg-boss workers that beat within three
   * intervals. Informative like bloat: app nodes serve requests while the workers are down, and the workers'
   * own absence is alerted on from the metrics (agencyscout_job_workers_alive).
   */
  workers: z.object({ alive: z.number().int(), lastHeartbeatSecondsAgo: z.number().int().nullable() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; heartbeatSeconds: number }> = async (
  app,
  { db, heartbeatSeconds },
) => {
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
        summary: 'Readiness: database reachable and migrations applied; table bloat; job workers alive',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        const pending = await migrationsPending(db);
        const bloat = await readTableBloat(db);
        const workers = await readWorkerStatus(db, heartbeatSeconds);
        if (bloat.some((table) => table.needsVacuum)) request.log.warn({ bloat }, 'tables need a vacuum');
        return reply.status(pending === 0 ? 200 : 503).send({
          status: pending === 0 ? 'ready' : 'not-ready',
          database: true,
          pendingMigrations: pending,
          bloat,
          workers,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({
          status: 'not-ready',
          database: false,
          pendingMigrations: -1,
          bloat: [],
          workers: { alive: 0, lastHeartbeatSecondsAgo: null },
        });
      }
    },
  );
};
