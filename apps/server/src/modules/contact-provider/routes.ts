/**
 * 'Find people' endpoints (issue #32 point 5): GET /contactprovider (the configured provider and the
 * organisation's enrichment credits) and POST /company/{companyId}/findpeople (a search that stores the people it
 * finds). Both need read:contacts.
 */
import {
  contactProviderStatusSchema,
  errorBodySchema,
  findPeopleParamsSchema,
  findPeopleRequestSchema,
  findPeopleResponseSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { apolloClient } from '../../integrations/apollo/client.ts';
import { pdlClient } from '../../integrations/pdl/client.ts';
import type { PeopleProviderClient } from '../../integrations/people-provider.ts';
import type { ProviderHttpOptions } from '../../integrations/provider-http.ts';
import type { EmailVerifier } from '../contacts/email-verifier.ts';
import { findPeople, getContactProviderStatus } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The configured provider's client (config-integrations.ts CONTACT_PROVIDER); null: none. */
export function peopleProviderClient(config: AppConfig): PeopleProviderClient | null {
  const settings = config.integrations.contactProvider;
  if (!settings) return null;
  const http: ProviderHttpOptions = {
    provider: settings.kind === 'apollo' ? 'Apollo' : 'People Data Labs',
    timeoutMs: config.integrations.timeoutMs,
    retryWaitMs: config.integrations.retryWaitMs,
    retryLimit: config.integrations.retryLimit,
  };
  const api = { http, apiUrl: settings.apiUrl, apiKey: settings.apiKey };
  return settings.kind === 'apollo' ? apolloClient(api) : pdlClient(api);
}

export const contactProviderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  client: PeopleProviderClient | null;
  verifyEmail: EmailVerifier;
}> = async (app, { db, client, verifyEmail }) => {
  app.get(
    '/contactprovider',
    {
      schema: {
        tags: ['contacts'],
        summary: "The contact-data provider of 'Find people' (null: none) and my organisation's enrichment credits",
        response: { 200: contactProviderStatusSchema, ...errors },
      },
    },
    async (request) => getContactProviderStatus({ db, client }, requireIdentity(request)),
  );

  app.post(
    '/company/:companyId/findpeople',
    {
      schema: {
        tags: ['contacts'],
        summary: "Find people at the company's domain at the contact-data provider (one credit a person stored)",
        params: findPeopleParamsSchema,
        body: findPeopleRequestSchema,
        response: {
          200: findPeopleResponseSchema,
          ...errors,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) =>
      findPeople(
        { db, client, verifyEmail, log: request.log },
        requireIdentity(request),
        request.params.companyId,
        request.body,
      ),
  );
};
