/** Ticker endpoints (prospecting-core §7 'Ticker read', 'Ticker set'): GET /ticker, POST /ticker {searchId}. */
import { errorBodySchema, PERMISSIONS, tickerSchema, tickerSetSchema } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { readTicker, setTicker } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const config = { permission: PERMISSIONS.readTicker };

export const tickerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ticker',
    {
      config,
      schema: {
        tags: ['ticker'],
        summary: 'My ticker: the chosen saved search and its 50 newest leads (§2.7)',
        response: { 200: tickerSchema, ...errors },
      },
    },
    async (request) => readTicker(db, requireIdentity(request)),
  );

  app.post(
    '/ticker',
    {
      config,
      schema: {
        tags: ['ticker'],
        summary: "Choose my ticker's saved search (mine or a teammate's; null clears it)",
        body: tickerSetSchema,
        response: { 200: tickerSchema, ...errors },
      },
    },
    async (request) => setTicker(db, requireIdentity(request), request.body.searchId),
  );
};
