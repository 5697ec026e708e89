/** Client list endpoints of prospecting-core §7 'Client list': create POST /client/{x}?JobId={y}; DELETE /clientlist. */
import {
  clientListAddParamsSchema,
  clientListAddQuerySchema,
  clientListAddResponseSchema,
  clientListRemoveBodySchema,
  clientListRemoveResponseSchema,
  errorBodySchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { addToClientList, removeFromClientList } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const clientListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
