/**
 * CRM records routes (issue #32 point 4): the pull status and 'Sync now' (company admins, create:integrations),
 * and a company's CRM records and contacts (any recruiter of the organisation). Scoped to the caller's
 * organisation: another organisation's records are never read.
 */
import {
  companyCrmRecordsSchema,
  crmCompanyParamsSchema,
  crmProviderParamsSchema,
  crmPullStatusListSchema,
  crmPullStatusSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { ADMIN, ERRORS } from '../integrations/route-options.ts';
import { companyCrmRecords, pullStatuses, syncNow } from './service.ts';

const tags = ['crm-records'];

export const crmRecordRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  const deps = { db, config, box: createSecretBox(config) };

  app.get(
    '/crm-records/status',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'The pull state of the HubSpot and Bullhorn records: last sync, counts, last problem',
        response: { 200: crmPullStatusListSchema, ...ERRORS },
      },
    },
    async (request) => pullStatuses(db, requireIdentity(request).orgId),
  );

  app.post(
    '/crm-records/:provider/sync',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: "Sync now: pulls the CRM's client companies and contacts changed since the last pull",
        params: crmProviderParamsSchema,
        response: { 200: crmPullStatusSchema, ...ERRORS },
      },
    },
    async (request) => syncNow(deps, requireIdentity(request), request.params.provider),
  );

  app.get(
    '/crm-records/companies/:companyId',
    {
      schema: {
        tags,
        summary: "The organisation's CRM records matched to a company, and their contacts (read-only)",
        params: crmCompanyParamsSchema,
        response: { 200: companyCrmRecordsSchema, ...ERRORS },
      },
    },
    async (request) => companyCrmRecords(db, requireIdentity(request), request.params.companyId),
  );
};
