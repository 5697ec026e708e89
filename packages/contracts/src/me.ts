import { z } from 'zod';
import { PLANS, ROLE_VALUES } from './permissions.ts';

/** E-mail preferences of the account screen (outreach-integrations-admin §3 'User info'). */
export const emailSettingsSchema = z.object({
  userReport: z.boolean(),
  weeklyReport: z.boolean(),
  clientAlert: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** Integration flags of the current user (outreach-integrations-admin §3 'User info'). */
export const integrationFlagsSchema = z.object({
  bullhorn: z.boolean(),
  hubspot: z.boolean(),
  constantContact: z.boolean(),
  loxo: z.boolean(),
  drip: z.boolean(),
  dripIsEnabled: z.boolean(),
  hubspotId: z.string().nullable(),
});
export type IntegrationFlags = z.infer<typeof integrationFlagsSchema>;

/** The organisation (the spec's "Recruiter") as the signed-in user sees it. */
export const organizationSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.enum(PLANS),
  logoUrl: z.string().nullable(),
  maxUsers: z.number().int(),
  subscriptionStart: z.iso.datetime({ offset: true }).nullable(),
  subscriptionEnd: z.iso.datetime({ offset: true }).nullable(),
  subscriptionActive: z.boolean(),
});

/** GET /api/v1/me — the spec's "Me" (prospecting-core §3). */
export const meSchema = z.object({
  userId: z.uuid(),
  organizationId: z.uuid(),
  createdDate: z.iso.datetime({ offset: true }),
  shareClientList: z.boolean(),
  role: z.union(ROLE_VALUES.map((value) => z.literal(value))),
  plan: z.enum(PLANS),
  name: z.string(),
  email: z.email(),
  isNewIntegrations: z.boolean(),
  integrations: integrationFlagsSchema,
  emailSettings: emailSettingsSchema,
  permissions: z.array(z.string()),
  organization: organizationSummarySchema,
  /** Opted out of product analytics and session recordings (prospecting-core §1). */
  analyticsOptOut: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/v1/userdata?userId — export usage of the current cycle (§3 'User data'). */
export const userDataQuerySchema = z.object({ userId: z.uuid() });
export const userDataSchema = z.object({
  downloads: z.object({
    downloaded: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
    resetDate: z.iso.datetime({ offset: true }),
  }),
});
export type UserData = z.infer<typeof userDataSchema>;

/** POST /api/v1/sessions — the session registration after sign-in (§2.1, §7). */
export const sessionRegistrationSchema = z.object({ id: z.uuid() });
export const sessionRegisteredSchema = z.object({
  id: z.uuid(),
  expiresAt: z.iso.datetime({ offset: true }),
  endedOtherSessions: z.number().int().nonnegative(),
});

/** GET /api/config — public settings the SPA needs before sign-in. */
export const publicConfigSchema = z.object({
  oidcAuthority: z.string(),
  oidcClientId: z.string(),
  oidcAudience: z.string(),
  oidcScope: z.string(),
  version: z.string(),
  /** The affiliate-program link of the side navigation (prospecting-core §2.2; AFFILIATE_PROGRAM_URL). */
  affiliateProgramUrl: z.string().optional(),
  /** BILLING_WIDGET_URL: the billing and signup widget script of /account; null when not configured. */
  billingWidgetUrl: z.string().nullable().optional(),

  /** Product analytics (PostHog) when configured: project key and API host. */
  analytics: z.object({ key: z.string(), host: z.string() }).nullable(),
  /** Error reporting (Sentry) when configured: the browser DSN and the environment name. */
  errorReporting: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
  /** A chat vendor's widget script the CHAT chip loads; null: the built-in chat panel. */
  chatWidgetUrl: z.string().nullable(),
  /**
   * Generated demo data is loaded: the frame says once that the demo companies, their contacts, leads and tips
   * are generated, instead of each company's text saying it (issue #30). Absent: false.
   */
  demoData: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** PUT /api/v1/me/analytics — the analytics opt-out of Account Settings (prospecting-core §1). */
export const analyticsPreferenceSchema = z.object({ analyticsOptOut: z.boolean() });
export type AnalyticsPreference = z.infer<typeof analyticsPreferenceSchema>;
