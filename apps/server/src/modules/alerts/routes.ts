import {
  alertSampleResultSchema,
  dailyUpdateResponseSchema,
  errorBodySchema,
  PERMISSIONS,
  savedSearchIdParamsSchema,
  unsubscribeQuerySchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { AppSecrets } from '../../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendAlertSample } from './sample.ts';
import { dailyUpdate } from './service.ts';
import { unsubscribeConfirmation, unsubscribeNow } from './unsubscribe.ts';

/**
 * §7 `GET /savedsearches/dailyUpdate` and 'Send me a sample now' `POST /savedSearches/{id}/sample` (issue #30),
 * under /api/v1, signed in.
 */
export const alertRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.get(
    '/savedsearches/dailyUpdate',
    {
      config: { permission: PERMISSIONS.createSavedSearch },
      schema: {
        tags: ['saved-searches'],
        summary: "New leads of the caller's alerting saved searches since their last alert (§7 dailyUpdate)",
        response: { 200: dailyUpdateResponseSchema, 403: errorBodySchema },
      },
    },
    async (request) => dailyUpdate(db, requireIdentity(request)),
  );

  app.post(
    '/savedSearches/:id/sample',
    {
      config: { permission: PERMISSIONS.createSavedSearch },
      schema: {
        tags: ['saved-searches'],
        summary:
          "E-mail me my saved search's alert now with its newest leads, marked as a sample (a few a day; owner only)",
        params: savedSearchIdParamsSchema,
        response: {
          200: alertSampleResultSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => sendAlertSample({ db, mailer }, requireIdentity(request), request.params.id),
  );
};

const pageSchema = z.string().describe('HTML page');

/**
 * The one-click unsubscribe link of alert e-mails (RFC 8058), public and signed: `/api/alerts/unsubscribe`.
 * The POST accepts the mail client's form body `List-Unsubscribe=One-Click` (or none).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; secrets: AppSecrets }> = async (
  app,
  { db, secrets },
) => {
  // RFC 8058 lets the mail client post its one field as multipart/form-data too; the body carries nothing else.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 10_000 }, (_request, _body, done) =>
    done(null, {}),
  );
  const schema = {
    tags: ['saved-searches'],
    querystring: unsubscribeQuerySchema,
    // 400: the page of an invalid link, or the house error body of a request without a token.
    response: { 200: pageSchema, 400: z.union([pageSchema, errorBodySchema]), 410: pageSchema },
  };
  app.get(
    '/alerts/unsubscribe',
    { schema: { ...schema, summary: 'Confirmation page of an alert e-mail unsubscribe link' } },
    async (request, reply) => {
      const answer = await unsubscribeConfirmation(db, secrets, request.query.token);
      return reply.status(answer.statusCode).type('text/html; charset=utf-8').send(answer.html);
    },
  );
  app.post(
    '/alerts/unsubscribe',
    { schema: { ...schema, summary: 'One-click unsubscribe (RFC 8058): turns the alert off' } },
    async (request, reply) => {
      const answer = await unsubscribeNow(db, secrets, request.query.token);
      return reply.status(answer.statusCode).type('text/html; charset=utf-8').send(answer.html);
    },
  );
};
