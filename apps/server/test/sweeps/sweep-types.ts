/**
 * The shapes the sweeps share (the callers, the requests, the fixtures and the sweep world's interface), in one
 * module that imports none of the sweeps' own, so the route table, the sweep world and its builders
 * (crm-connections.ts, integration-targets.ts, tenant-objects.ts) depend on it and never on each other in a circle.
 */
import type { Role } from '@agencyscout/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../helpers/test-app.ts';

/**
 * The callers of the permission sweep: no sign-in, then one user per demo role and plan (admin and member of an
 * agency-plan organisation, Open Web plan, demo plan, trial plan, provider staff).
 */
export const SWEEP_ACTORS = ['anonymous', 'admin', 'member', 'openweb', 'demo', 'trial', 'staff'] as const;
export type SweepActor = (typeof SWEEP_ACTORS)[number];

export type SweepMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** One request of a sweep; the method comes from the table key. */
export interface SweepRequest {
  /** Concrete path, ids filled in (`/api/v1/leads/12`). */
  path: string;
  query?: Record<string, string | string[]>;
  /** JSON body (sent with content-type application/json), or a string or bytes sent as is with `contentType`. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /**
   * Tenant sweep: the status an intrusion must answer, per intruder — `member` (organisation B's member), `admin`
   * (organisation C's admin), `teammate` (A's other user, a member). Unset: any status below 500.
   */
  expectStatus?: IntruderStatuses;
}

export type IntruderKind = 'member' | 'admin' | 'teammate';
export type IntruderStatuses = Partial<Record<IntruderKind, number>>;

/** Table key: `METHOD /openapi/path/{param}`. */
export type RouteKey = `${SweepMethod} /${string}`;

/** A signed-in caller: token and registered session (the RequestId header). */
export interface Caller {
  user: TestUser;
  token: string;
  sessionId: string;
}

/**
 * Ids of the shared lead catalogue and of organisation A's integration objects, plus the calling user (for routes
 * that take the caller's own id).
 */
export interface SweepFixtures extends IntegrationTargets {
  companyId: number;
  agencyLeadId: number;
  openWebLeadId: number;
  /** A contact of the company (outreach lists, interactions). */
  contactId: number;
  /** A listed agency tip (of the company) any signed-in caller may open. */
  tipId: number;
  /** A second listed tip: organisation A's owner views it (tenant-objects.ts), nobody else does. */
  privateTipId: number;
  /** A paused job source (staff routes), and one the DELETE row removes. */
  sourceId: number;
  removableSourceId: number;
  /** Feed imports of the staff organisation: just uploaded, dry-run checked, and ended with rejected rows. */
  importRunId: number;
  checkedImportRunId: number;
  finishedImportRunId: number;
  caller: { userId: string; orgId: string; sessionId: string };
}

/**
 * Organisation A's objects, created through the API by A's owner (tenant-objects.ts), and what an intruder's
 * answer must never show: the markers (note texts, A's ids and e-mails) and A's per-user flags.
 */
export interface TenantObjects {
  /** Company with A's notes, A's client-list entry and A's viewed and favourite leads. */
  companyId: number;
  favoriteLeadId: number;
  viewedLeadId: number;
  /** The tip A's owner opened (its viewed mark is A's owner's alone). */
  viewedTipId: number;
  clientListCompanyId: number;
  noteIds: number[];
  /** A's outreach list holding `contactId`, and A's interaction with that contact. */
  callListId: number;
  interactionId: number;
  contactId: number;
  /** A's saved search (named with a marker), also A's owner's ticker search. */
  savedSearchId: number;
  /** A's owner's research request (its requirement text is a personal marker). */
  researchRequestId: number;
  /**
   * A's campaign subscription and its saved search (integration-targets.ts; another user of A owns them). A's
   * CRM connections and synced items are A's by organisation; `contactId` carries A's HubSpot, Bullhorn and Loxo
   * CRM ids.
   */
  subscriptionId: number;
  subscriptionSearchId: number;
  ownerSessionId: string;
  /** A's organisation: teammates may change its shared rows (lists, their contacts, the log). */
  ownerOrgId: string;
  ownerUserId: string;
  /** Texts only organisation A may read. */
  organisationMarkers: string[];
  /** Texts only A's owner may read. */
  personalMarkers: string[];
}

export interface IntegrationTargets {
  /** Organisation A's campaign subscription (HubSpot workflow 501), owned by a user who is no actor. */
  subscriptionId: number;
  /** The saved search that subscription feeds from (same owner). */
  subscriptionSearchId: number;
  /** The Bullhorn login address A saved (the emulator's): saving A's settings again with it keeps A signed in. */
  bullhornLoginUrl: string;
}

export type OrganisationKey = 'A' | 'B' | 'C' | 'openweb' | 'demo' | 'trial' | 'staff';

export interface SweepWorld {
  context: TestContext;
  organisations: Record<OrganisationKey, string>;
  catalogue: Omit<SweepFixtures, 'caller'>;
  /** Every route the app registered (registered-routes.ts), as route-table keys, less the allow-list. */
  registeredRoutes(): RouteKey[];
  fixturesFor(caller: Caller | null): SweepFixtures;
  /** A new signed-in user with a registered session (fresh per probe, so no earlier call colours it). */
  newCaller(org: OrganisationKey, role?: Role): Promise<Caller>;
  /** A new user of the actor's organisation and role. */
  newActor(actor: Exclude<SweepActor, 'anonymous'>): Promise<Caller>;
  call(caller: Caller | null, method: SweepMethod, request: SweepRequest): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}
