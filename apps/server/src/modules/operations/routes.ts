/**
 * GET /api/metrics (issue #21 'Server metrics'): Prometheus text format for the scraper, behind
 * `Authorization: Bearer <METRICS_TOKEN>`; without that setting the route answers 404 (metrics off).
 */
import { ERROR_CODES, errorBodySchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Db } from '../../db/kysely.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { metricsTokenMatches, renderMetrics } from './metrics-service.ts';

export interface OperationsRouteOptions {
  db: Db;
  metricsToken: string | null;
  heartbeatSeconds: number;
  pools: { primary?: pg.Pool; replica?: pg.Pool };
}

export const operationsRoutes: FastifyPluginAsyncZod<OperationsRouteOptions> = async (app, options) => {
  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (Bearer METRICS_TOKEN): requests, latency, pool, slow queries, jobs, runs',
        security: [{ bearer: [] }],
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!options.metricsToken) throw notFound('Metrics are off: set METRICS_TOKEN to serve them');
      if (!metricsTokenMatches(request.headers.authorization, options.metricsToken)) {
        throw new AppError(ERROR_CODES.unauthorized, 401, 'A valid metrics token is required');
      }
      const metrics = await renderMetrics({
        db: options.db,
        pools: options.pools,
        heartbeatSeconds: options.heartbeatSeconds,
        onError: (error) => request.log.warn({ err: error }, 'a metric could not be read'),
      });
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(metrics.text as never);
    },
  );
};
