/**
 * Research-request endpoints (outreach-integrations-admin §7 'Outreach, contacts and notes'; prospecting-core §7
 * 'Research request'): POST/GET /companyrequest, DELETE /companyrequest/{id}, POST /leads/requestResearch,
 * POST /requestedcompany, and the staff list GET /managecustomers/requests (create:member).
 */
import {
  companyRequestSchema,
  deleteResearchRequestResponseSchema,
  errorBodySchema,
  newResearchRequestSchema,
  PERMISSIONS,
  researchRequestIdParamsSchema,
  researchRequestSchema,
  researchRequestsQuerySchema,
  researchRequestsResponseSchema,
  searchResearchRequestSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import {
  deleteOwnRequest,
  fileCompanyRequest,
  fileFormRequest,
  fileSearchRequest,
  listAllRequests,
  listOwnRequests,
  type ResearchRequestDependencies,
} from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['research-requests'];

export const researchRequestRoutes: FastifyPluginAsyncZod<ResearchRequestDependencies> = async (app, deps) => {
  app.post(
    '/companyrequest',
    {
      schema: {
        tags,
        summary: 'File a research request from the request form (§2 Research request; every field required)',
        body: newResearchRequestSchema,
        response: { 201: researchRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await fileFormRequest(deps, requireIdentity(request), request.body)),
  );

  app.post(
    '/leads/requestResearch',
    {
      schema: {
        tags,
        summary: 'Ask for research on a saved search of my organisation that found nothing (no-results panel)',
        body: searchResearchRequestSchema,
        response: { 201: researchRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await fileSearchRequest(deps, requireIdentity(request), request.body)),
  );

  app.post(
    '/requestedcompany',
    {
      schema: {
        tags,
        summary: 'Ask for a company (and a contact there) to be added to the data',
        body: companyRequestSchema,
        response: { 201: researchRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await fileCompanyRequest(deps, requireIdentity(request), request.body)),
  );

  app.get(
    '/companyrequest',
    {
      schema: {
        tags,
        summary: 'My research requests, newest first (Account Settings, Requests tab; 10 a page)',
        querystring: researchRequestsQuerySchema,
        response: { 200: researchRequestsResponseSchema, ...errors },
      },
    },
    async (request) => listOwnRequests(deps.db, requireIdentity(request), request.query),
  );

  app.delete(
    '/companyrequest/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my research requests',
        params: researchRequestIdParamsSchema,
        response: { 200: deleteResearchRequestResponseSchema, ...errors },
      },
    },
    async (request) => deleteOwnRequest(deps.db, requireIdentity(request), request.params.id),
  );

  app.get(
    '/managecustomers/requests',
    {
      config: { permission: PERMISSIONS.createMember },
      schema: {
        tags,
        summary: "Every customer's research requests, newest first (provider staff only)",
        querystring: researchRequestsQuerySchema,
        response: { 200: researchRequestsResponseSchema, ...errors },
      },
    },
    async (request) => listAllRequests(deps.db, requireIdentity(request), request.query),
  );
};
