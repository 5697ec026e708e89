import {
  addUserQuerySchema,
  addUserSchema,
  errorBodySchema,
  managedUserParamsSchema,
  managedUserSchema,
  manageUsersQuerySchema,
  manageUsersResponseSchema,
  PERMISSIONS,
  USERS_CSV_FILE,
  updateUserEmailSchema,
  userActivitySchema,
  userDetailSchema,
} from '@agencyscout/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  addUser,
  deleteUser,
  listUsers,
  resendInvitation,
  updateUserEmail,
  userActivity,
  userDetail,
  usersCsv,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
function sendCsv(reply: FastifyReply, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${USERS_CSV_FILE}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

const config = { permission: PERMISSIONS.readUsers } as const;
const tags = ['users'];

/** Manage Users (outreach-integrations-admin §2, §7 'Manage users'): company admins, their own organisation. */
export const manageUserRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (app, { db, mailer }) => {
  app.get(
    '/manageusers',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's users with their views and contacts in the window, and the plan's maxUsers",
        querystring: manageUsersQuerySchema,
        response: { 200: manageUsersResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(db, requireIdentity(request), request.query),
  );

  app.get(
    '/manageusers/csv',
    {
      config,
      schema: {
        tags,
        summary: 'users.csv: the users table of the window (§9 columns)',
        querystring: manageUsersQuerySchema,
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await usersCsv(db, requireIdentity(request), request.query));
    },
  );

  app.post(
    '/manageusers',
    {
      config,
      schema: {
        tags,
        summary: 'Add a sub-user by e-mail (an invitation is sent), within the plan allowance',
        querystring: addUserQuerySchema,
        body: addUserSchema,
        response: { 201: managedUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const user = await addUser(db, mailer, identity, { ...request.body, recruiterId: request.query.recruiterId });
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/manageusers/:id/invite',
    {
      config,
      schema: {
        tags,
        summary: 'Send a new invitation to a user who has not set a password yet',
        params: managedUserParamsSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => resendInvitation(db, mailer, requireIdentity(request), request.params.id),
  );

  app.post(
    '/user/updateEmail',
    {
      config,
      schema: {
        tags,
        summary: "Change a sub-user's e-mail (§7 {userId, email})",
        body: updateUserEmailSchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => updateUserEmail(db, mailer, requireIdentity(request), request.body),
  );

  app.delete(
    '/manageusers/:id',
    {
      config,
      schema: {
        tags,
        summary: "Delete a sub-user: personal data removed, the organisation's records handed to the caller",
        params: managedUserParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(db, requireIdentity(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/manageusers/:id/detail',
    {
      config,
      schema: {
        tags,
        summary: "A user's viewed leads and notes (§3 'User detail')",
        params: managedUserParamsSchema,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => userDetail(db, requireIdentity(request), request.params.id),
  );

  app.get(
    '/manageusers/:id/activity',
    {
      config,
      schema: {
        tags,
        summary: "A user's views and contacts per month over the last six months",
        params: managedUserParamsSchema,
        response: { 200: userActivitySchema, ...errors },
      },
    },
    async (request) => userActivity(db, requireIdentity(request), request.params.id),
  );
};
