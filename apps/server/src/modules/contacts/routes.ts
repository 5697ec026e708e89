/**
 * Contact endpoints (outreach-integrations-admin §7): GET /companycontacts?offset&count&filters (the contact
 * search) and GET /verifyEmail?email= (a 0–1 deliverability score).
 */
import {
  contactSearchQuerySchema,
  contactSearchResponseSchema,
  errorBodySchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { requireLeadAccess } from '../leads/service.ts';
import type { EmailVerifier } from './email-verifier.ts';
import { searchContacts } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; verifyEmail: EmailVerifier }> = async (
  app,
  { db, verifyEmail },
) => {
  app.get(
    '/companycontacts',
    {
      schema: {
        tags: ['contacts'],
        summary: "Contact search with my organisation's lists and interactions on each contact",
        querystring: contactSearchQuerySchema,
        response: { 200: contactSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchContacts(db, requireIdentity(request), request.query),
  );

  app.get(
    '/verifyEmail',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Deliverability score of an e-mail address (0–1; unknown when DNS does not answer)',
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => {
      requireLeadAccess(requireIdentity(request));
      return { data: await verifyEmail(request.query.email) };
    },
  );
};
