/**
 * Client list endpoints of prospecting-core §7 'Client list': GET /clientlist; create POST /client/{x}?JobId={y};
 * DELETE /clientlist; PUT /user/shareClient.
 */
import {
  clientListAddParamsSchema,
  clientListAddQuerySchema,
  clientListAddResponseSchema,
  clientListQuerySchema,
  clientListRemoveBodySchema,
  clientListRemoveResponseSchema,
  clientListResponseSchema,
  errorBodySchema,
  shareClientBodySchema,
  shareClientResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { addToClientList, listClientList, removeFromClientList, shareClientList } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const clientListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/clientlist',
    {
      schema: {
        tags: ['client-list'],
        summary: "My client list, or mine plus my teammates' shared lists (which=all), by company name",
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request) => listClientList(db, requireIdentity(request), request.query),
  );

  app.put(
    '/user/shareClient',
    {
      schema: {
        tags: ['client-list'],
        summary: 'Share my client list with my teammates or make it private (no body: toggle)',
        body: shareClientBodySchema,
        response: { 200: shareClientResponseSchema, ...errors },
      },
    },
    async (request) => shareClientList(db, requireIdentity(request), request.body?.shared),
  );

  app.post(
    '/client/:companyId',
    {
      schema: {
        tags: ['client-list'],
        summary: 'Add a company to my client list (idempotent; JobId: the lead it was added from)',
        params: clientListAddParamsSchema,
        querystring: clientListAddQuerySchema,
        response: { 200: clientListAddResponseSchema, ...errors },
      },
    },
    async (request) => addToClientList(db, requireIdentity(request), request.params.companyId, request.query.jobId),
  );

  app.delete(
    '/clientlist',
    {
      schema: {
        tags: ['client-list'],
        summary: 'Remove companies from my client list (idempotent)',
        body: clientListRemoveBodySchema,
        response: { 200: clientListRemoveResponseSchema, ...errors },
      },
    },
    async (request) => removeFromClientList(db, requireIdentity(request), request.body),
  );
};
