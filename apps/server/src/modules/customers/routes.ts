/**
 * Manage Customers endpoints (outreach-integrations-admin §7 'Manage users and admin', 'Account and user'):
 * POST/GET/PUT /manageusers/member, POST /manageusers/upgradeDemo/{id}, PUT /manageusers/date, PUT /recruiter/{id},
 * POST /user/set4user, GET /integrations/toggle?id, GET /managecustomers/audit. Provider staff only: every route
 * needs create:member and the service checks role ADMIN.
 */
import {
  auditQuerySchema,
  auditResponseSchema,
  customerEndDateSchema,
  customerLookupQuerySchema,
  customerPasswordSchema,
  customerResponseSchema,
  customerSchema,
  customersResponseSchema,
  errorBodySchema,
  integrationToggleQuerySchema,
  messageResponseSchema,
  newCustomerSchema,
  PERMISSIONS,
  recruiterFieldSchema,
  recruiterIdParamsSchema,
  set4UserSchema,
  userIdParamsSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  auditLog,
  changeEndDate,
  changePassword,
  createCustomer,
  lookUpCustomers,
  setIntegrationsVersion41,
  toggleIntegrations,
  updateRecruiter,
  upgradeDemo,
} from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['customers'];
const staff = { permission: PERMISSIONS.createMember };
const customerMessageSchema = z.object({ message: z.string(), customer: customerSchema.nullable() });

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.post(
    '/manageusers/member',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a customer: organisation and its admin, invited by e-mail (start today, end in 6 months)',
        body: newCustomerSchema,
        response: { 201: customerResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(db, requireIdentity(request), request.body, mailer)),
  );

  app.get(
    '/manageusers/member',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Look customers up by e-mail (contains, case-insensitive)',
        querystring: customerLookupQuerySchema,
        response: { 200: customersResponseSchema, ...errors },
      },
    },
    async (request) => lookUpCustomers(db, requireIdentity(request), request.query.email),
  );

  app.put(
    '/manageusers/member',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a user's password (§5 password rules)",
        body: customerPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => changePassword(db, requireIdentity(request), request.body),
  );

  app.post(
    '/manageusers/upgradeDemo/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Upgrade the user's demo account (plan type 7) to a full account",
        params: userIdParamsSchema,
        response: { 200: customerMessageSchema, ...errors },
      },
    },
    async (request) => upgradeDemo(db, requireIdentity(request), request.params.id),
  );

  app.put(
    '/manageusers/date',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a customer's subscription end date",
        body: customerEndDateSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => changeEndDate(db, requireIdentity(request), request.body),
  );

  app.put(
    '/recruiter/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Change one field of a customer organisation (seats, company name, contact person, phone)',
        params: recruiterIdParamsSchema,
        body: recruiterFieldSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => updateRecruiter(db, requireIdentity(request), request.params.id, request.body),
  );

  app.post(
    '/user/set4user',
    {
      config: staff,
      schema: {
        tags,
        summary: "Move the user's organisation to the current integrations version (a '4.1 account')",
        body: set4UserSchema,
        response: { 200: customerMessageSchema, ...errors },
      },
    },
    async (request) => setIntegrationsVersion41(db, requireIdentity(request), request.body.userId),
  );

  app.get(
    '/integrations/toggle',
    {
      config: staff,
      schema: {
        tags,
        summary: "Switch the user's organisation between the integrations versions",
        querystring: integrationToggleQuerySchema,
        response: { 200: customerMessageSchema, ...errors },
      },
    },
    async (request) => toggleIntegrations(db, requireIdentity(request), request.query.id),
  );

  app.get(
    '/managecustomers/audit',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every Manage Customers action: who, what, when, before and after (newest first)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => auditLog(db, requireIdentity(request), request.query),
  );
};
