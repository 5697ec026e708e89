/**
 * Lead detail endpoints (prospecting-core §7 'One lead' GET /leads/{id}, 'Company leads' GET
 * /leads/company/{companyId}). The static `/leads/company/…` path wins over `/leads/:id` in the router, and
 * `/leads` (the search) is a different path, so neither is shadowed.
 */
import {
  companyLeadsParamsSchema,
  companyLeadsQuerySchema,
  companyLeadsResponseSchema,
  errorBodySchema,
  leadDetailSchema,
  leadIdParamsSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { readCompanyLeads, readLeadDetail } from './detail-service.ts';

export const leadDetailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leads/:id',
    {
      schema: {
        tags: ['leads'],
        summary: 'One lead with its company and contacts; records the view (prospecting-core §2.4)',
        params: leadIdParamsSchema,
        response: { 200: leadDetailSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => readLeadDetail(db, requireIdentity(request), request.params.id),
  );

  app.get(
    '/leads/company/:companyId',
    {
      schema: {
        tags: ['leads'],
        summary: "The company's other leads of one type, newest first, and both types' counts (§2.4)",
        params: companyLeadsParamsSchema,
        querystring: companyLeadsQuerySchema,
        response: { 200: companyLeadsResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => readCompanyLeads(db, requireIdentity(request), request.params.companyId, request.query),
  );
};
