import { errorBodySchema, mailboxQuerySchema, mailboxResponseSchema, ROLES } from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden } from '../../lib/errors.ts';
import { mailboxPage } from './service.ts';

/** The outbox for provider staff (role ADMIN): every e-mail the product sent or stored (issue #11). */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/mailbox',
    {
      schema: {
        tags: ['mail'],
        summary: 'E-mails sent or stored by the product, newest first (provider staff only)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      if (requireIdentity(request).role !== ROLES.ADMIN) throw forbidden();
      return mailboxPage(db, request.query);
    },
  );
};
