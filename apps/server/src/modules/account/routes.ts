import {
  accountDataSchema,
  accountInfoUpdateSchema,
  analyticsPreferenceSchema,
  apiKeyCreatedSchema,
  apiKeyRevokedSchema,
  emailChangeConfirmQuerySchema,
  emailChangeRequestedSchema,
  emailChangeSchema,
  emailSettingsSchema,
  emailSettingsUpdateSchema,
  errorBodySchema,
  meSchema,
  PERMISSIONS,
  passwordChangedSchema,
  passwordChangeSchema,
  userDataQuerySchema,
  userDataSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmEmailChange, emailChangeConfirmation, requestEmailChange } from './email-change.ts';
import { getMe, getUserData, setAnalyticsPreference } from './service.ts';
import {
  changePassword,
  createApiKey,
  getAccountData,
  revokeApiKey,
  saveEmailSettings,
  updateAccount,
} from './settings-service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
/** Identity and settings routes stay reachable with an ended subscription (the account page shows 'Not Active'). */
const own = { allowExpiredSubscription: true, permission: PERMISSIONS.readMe } as const;

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.get(
    '/me',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user ("Me"): profile, organisation, settings and permissions',
        response: { 200: meSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => getMe(db, requireIdentity(request)),
  );

  app.put(
    '/me/analytics',
    {
      config: { allowExpiredSubscription: true, permission: PERMISSIONS.readMe },
      schema: {
        tags: ['account'],
        summary: 'Opt out of (or back into) product analytics and session recordings (prospecting-core §1)',
        body: analyticsPreferenceSchema,
        response: {
          200: analyticsPreferenceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => setAnalyticsPreference(db, requireIdentity(request), request.body),
  );

  app.get(
    '/userdata',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's export usage of the current cycle",
        querystring: userDataQuerySchema,
        response: { 200: userDataSchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getUserData(db, requireIdentity(request), request.query.userId),
  );

  app.get(
    '/account',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: "The caller's account data (§3 'Account data'): information, subscription, API key prefix",
        response: { 200: accountDataSchema, ...errors },
      },
    },
    async (request) => getAccountData(db, requireIdentity(request)),
  );

  app.put(
    '/userdata',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: "Edit the caller's account information (the company name is read-only)",
        body: accountInfoUpdateSchema,
        response: { 200: accountDataSchema, ...errors },
      },
    },
    async (request) => updateAccount(db, requireIdentity(request), request.body),
  );

  app.put(
    '/user/password',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: "Change the caller's password (§5 rules); ends the user's other sessions",
        body: passwordChangeSchema,
        response: { 200: passwordChangedSchema, ...errors },
      },
    },
    async (request) => changePassword(db, requireIdentity(request), request.body),
  );

  app.put(
    '/user/email',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: 'Ask to change the caller’s e-mail; a confirmation link goes to the new address',
        body: emailChangeSchema,
        response: { 200: emailChangeRequestedSchema, ...errors },
      },
    },
    async (request) => requestEmailChange(db, mailer, requireIdentity(request), request.body.value),
  );

  app.put(
    '/user/emailsettings',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: "Save the caller's e-mail preferences ('user report', 'weekly report', 'client alert')",
        body: emailSettingsUpdateSchema,
        response: { 200: emailSettingsSchema, ...errors },
      },
    },
    async (request) => saveEmailSettings(db, requireIdentity(request), request.body),
  );

  app.post(
    '/user/apikey',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: 'Create an API key for the caller (shown once; replaces the active key)',
        response: { 201: apiKeyCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      if (identity.via !== 'token') throw badRequest('API keys are created by signed-in users, not API keys');
      return reply.status(201).send(await createApiKey(db, identity));
    },
  );

  app.delete(
    '/user/apikey',
    {
      config: own,
      schema: {
        tags: ['account'],
        summary: "Revoke the caller's API key",
        response: { 200: apiKeyRevokedSchema, ...errors },
      },
    },
    async (request) => revokeApiKey(db, requireIdentity(request)),
  );
};

const pageSchema = z.string().describe('HTML page');

/** The e-mail change confirmation link (`/api/account/email-change?token=`): public, a page for a person. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const schema = {
    tags: ['account'],
    querystring: emailChangeConfirmQuerySchema,
    response: { 200: pageSchema, 400: z.union([pageSchema, errorBodySchema]), 409: pageSchema, 410: pageSchema },
  };
  app.get(
    '/account/email-change',
    { schema: { ...schema, summary: 'Confirmation page of an e-mail change link' } },
    async (request, reply) => {
      const answer = await emailChangeConfirmation(db, request.query.token);
      return reply.status(answer.statusCode).type('text/html; charset=utf-8').send(answer.html);
    },
  );
  app.post(
    '/account/email-change',
    { schema: { ...schema, summary: 'Confirm an e-mail change: the new address becomes the sign-in e-mail' } },
    async (request, reply) => {
      const answer = await confirmEmailChange(db, request.query.token);
      return reply.status(answer.statusCode).type('text/html; charset=utf-8').send(answer.html);
    },
  );
};
