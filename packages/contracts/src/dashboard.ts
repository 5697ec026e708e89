/**
 * The engagement dashboard (prospecting-core §2.9, §3 'Stats', §7 'Dashboard', §9 'Dashboard recommended counts').
 * GET /dashboard?type=week|month answers the spec's Stats shape; /dashboard/history adds the last 12 periods
 * for the chart, /dashboard/team the same counts per user (company admins), /dashboard/account-manager the
 * organisation's account-manager card (provider staff may change it).
 */
import { z } from 'zod';
import { DASHBOARD_INTERACTION_TYPE_IDS } from './interactions.ts';
import { text } from './text.ts';

export const DASHBOARD_PERIODS = ['week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** How many periods the chart shows. */
export const DASHBOARD_HISTORY_PERIODS = 12;
/** IANA zone an organisation counts its weeks and months in unless set otherwise. */
export const DEFAULT_ORGANIZATION_TIME_ZONE = 'America/New_York';

export const DASHBOARD_METRICS = ['searches', 'views', 'emails', 'linkedIn', 'calls'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** §9: recommended counts per week and per month. */
export const DASHBOARD_RECOMMENDED: Record<DashboardPeriod, Record<DashboardMetric, number>> = {
  week: { searches: 150, views: 200, emails: 300, linkedIn: 75, calls: 250 },
  month: { searches: 450, views: 600, emails: 900, linkedIn: 225, calls: 750 },
};

export const DASHBOARD_TEXTS = {
  welcome: 'Welcome to AgencyScout',
  intro:
    'Track how your prospecting is going this week and this month, compare it with what successful recruiters do, and reach your account manager whenever you need a hand.',
  helpCenter: 'Help Center',
  accountManager: 'Your Account Manager',
  schedule: 'Schedule a call',
  noAccountManager: 'Your account manager will be assigned soon.',
  metricsTitle: 'Engagement Metrics',
  week: 'This Week',
  month: 'This Month',
  recommended: 'Recommended',
  labels: {
    searches: 'Searches Conducted',
    views: 'Leads Viewed',
    emails: 'Logged Emails Sent',
    linkedIn: 'Logged Linkedin Connections',
    calls: 'Logged Phone Calls',
  } satisfies Record<DashboardMetric, string>,
  historyTitle: (period: DashboardPeriod) =>
    `Last ${DASHBOARD_HISTORY_PERIODS} ${period === 'week' ? 'weeks' : 'months'}`,
  teamTitle: 'Team Activity',
  edit: 'Edit',
  save: 'Save',
} as const;

/** Interaction type of each logged metric (§2.9). */
export const DASHBOARD_METRIC_TYPES = {
  emails: DASHBOARD_INTERACTION_TYPE_IDS.emails,
  linkedIn: DASHBOARD_INTERACTION_TYPE_IDS.linkedIn,
  calls: DASHBOARD_INTERACTION_TYPE_IDS.calls,
} as const;

/** Up (success) at or above the recommendation, flat (grey) at half or more, down (error) below half. */
export function dashboardTrend(count: number, recommended: number): 'up' | 'flat' | 'down' {
  if (count >= recommended) return 'up';
  return count * 2 >= recommended ? 'flat' : 'down';
}

export const dashboardQuerySchema = z.object({ type: z.enum(DASHBOARD_PERIODS).default('week') });

const countList = z.array(z.object({ count: z.number().int().nonnegative() }));

/** §3 'Stats': currentTimePeriod with searches and views (first item has count) and interactionResults. */
export const dashboardStatsSchema = z.object({
  type: z.enum(DASHBOARD_PERIODS),
  /** ISO start of the period (the organisation's local midnight). */
  periodStart: z.string(),
  timeZone: z.string(),
  currentTimePeriod: z.object({
    searches: countList,
    views: countList,
    interactionResults: z.array(
      z.object({ InteractionTypeId: z.number().int(), count: z.number().int().nonnegative() }),
    ),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardCountsSchema = z.object({
  searches: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  emails: z.number().int().nonnegative(),
  linkedIn: z.number().int().nonnegative(),
  calls: z.number().int().nonnegative(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const dashboardHistorySchema = z.object({
  type: z.enum(DASHBOARD_PERIODS),
  /** Oldest first; `start` is the period's first local date (YYYY-MM-DD). */
  periods: z.array(dashboardCountsSchema.extend({ start: z.string() })),
});
export type DashboardHistory = z.infer<typeof dashboardHistorySchema>;

export const dashboardTeamSchema = z.object({
  type: z.enum(DASHBOARD_PERIODS),
  users: z.array(dashboardCountsSchema.extend({ userId: z.string(), email: z.string(), name: z.string() })),
});
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

export const accountManagerSchema = z.object({
  name: z.string().nullable(),
  schedulingUrl: z.string().nullable(),
  phone: z.string().nullable(),
  /** True when the caller may change it (provider staff). */
  editable: z.boolean(),
});
export type AccountManager = z.infer<typeof accountManagerSchema>;

export const accountManagerUpdateSchema = z.object({
  name: optionalText(200),
  schedulingUrl: optionalText(500).refine((value) => value === null || /^https:\/\/\S+$/.test(value), {
    message: 'Scheduling link must start with https://',
  }),
  phone: optionalText(50),
});
export type AccountManagerUpdate = z.input<typeof accountManagerUpdateSchema>;
