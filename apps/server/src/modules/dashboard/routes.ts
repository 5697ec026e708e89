/** Dashboard endpoints (prospecting-core §7 'Dashboard: GET /dashboard?type'), the chart, team and card. */
import {
  accountManagerSchema,
  accountManagerUpdateSchema,
  dashboardHistorySchema,
  dashboardQuerySchema,
  dashboardStatsSchema,
  dashboardTeamSchema,
  errorBodySchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import {
  changeAccountManager,
  readAccountManager,
  readDashboardHistory,
  readDashboardStats,
  readDashboardTeam,
} from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'My searches, lead views and logged interactions this week or this month (Stats)',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    async (request) => readDashboardStats(db, requireIdentity(request), request.query.type),
  );

  app.get(
    '/dashboard/history',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'My counts in each of the last 12 weeks or months, oldest first',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardHistorySchema, ...errors },
      },
    },
    async (request) => readDashboardHistory(db, requireIdentity(request), request.query.type),
  );

  app.get(
    '/dashboard/team',
    {
      schema: {
        tags: ['dashboard'],
        summary: "Each teammate's counts this week or month (company admins)",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardTeamSchema, ...errors },
      },
    },
    async (request) => readDashboardTeam(db, requireIdentity(request), request.query.type),
  );

  app.get(
    '/dashboard/account-manager',
    {
      schema: {
        tags: ['dashboard'],
        summary: "My organisation's account manager (name, scheduling link, phone)",
        response: { 200: accountManagerSchema, ...errors },
      },
    },
    async (request) => readAccountManager(db, requireIdentity(request)),
  );

  app.put(
    '/dashboard/account-manager/:orgId',
    {
      schema: {
        tags: ['dashboard'],
        summary: "Set an organisation's account manager (provider staff)",
        params: z.object({ orgId: z.uuid() }),
        body: accountManagerUpdateSchema,
        response: { 200: accountManagerSchema, ...errors },
      },
    },
    async (request) => changeAccountManager(db, requireIdentity(request), request.params.orgId, request.body),
  );
};
