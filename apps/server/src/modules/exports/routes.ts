/**
 * Export endpoints (outreach-integrations-admin §7 'Exports'): POST /exportleads (alias POST /typesense/export)
 * and POST /exportcontacts answer text/csv; POST /exportcontactscount how many contacts a contact export would
 * hold (issue #30); GET /exportleadsquota the caller's usage. All need read:export.
 */
import {
  contactSearchQuerySchema,
  errorBodySchema,
  exportCountRequestSchema,
  exportCountSchema,
  exportQuotaSchema,
  exportRequestSchema,
  leadSearchQueryStringSchema,
  PERMISSIONS,
} from '@agencyscout/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import {
  countContactExport,
  getExportQuota,
  type PreparedExport,
  prepareContactExport,
  prepareLeadExport,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const config = { permission: PERMISSIONS.readExport };

function sendCsv(reply: FastifyReply, prepared: PreparedExport) {
  prepared.stream.on('error', (error) => reply.log.error({ err: error }, 'export stream failed'));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(prepared.rowCount))
    .send(prepared.stream);
}

export const exportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const path of ['/exportleads', '/typesense/export']) {
    app.post(
      path,
      {
        config,
        schema: {
          tags: ['exports'],
          summary: 'Leads of the search (select-all) or the selection as CSV (Leads_{month}-{day}-{year}.csv)',
          querystring: leadSearchQueryStringSchema,
          body: exportRequestSchema,
          produces: ['text/csv'],
          response: errors,
        },
      },
      async (request, reply) =>
        sendCsv(reply, await prepareLeadExport(db, requireIdentity(request), request.query, request.body)),
    );
  }

  app.post(
    '/exportcontacts',
    {
      config,
      schema: {
        tags: ['exports'],
        summary: 'Contacts of the contact search or an outreach list as CSV (Contacts_{month}-{day}-{year}.csv)',
        querystring: contactSearchQuerySchema,
        body: exportRequestSchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await prepareContactExport(db, requireIdentity(request), request.query, request.body)),
  );

  app.post(
    '/exportcontactscount',
    {
      config,
      schema: {
        tags: ['exports'],
        summary: 'How many contacts (one row each) the contact export of this selection would hold',
        querystring: contactSearchQuerySchema,
        body: exportCountRequestSchema,
        response: { 200: exportCountSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => countContactExport(db, requireIdentity(request), request.query, request.body),
  );

  app.get(
    '/exportleadsquota',
    {
      config,
      schema: {
        tags: ['exports'],
        summary: "The caller's exported rows this cycle, the plan's limit and the reset date",
        response: { 200: exportQuotaSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getExportQuota(db, requireIdentity(request)),
  );
};
