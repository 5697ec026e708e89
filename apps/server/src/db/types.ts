/**
 * Typed view of the database for Kysely (camelCase through CamelCasePlugin).
 * One interface per table; keep in step with migrations/.
 */

import type {
  CompanySizeBucket,
  EmailVerificationStatus,
  EmploymentType,
  LeadType,
  PhoneVerificationStatus,
  Plan,
  SourceKind,
} from '@agencyscout/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  plan: Plan;
  subscriptionStart: Timestamp | null;
  subscriptionEnd: Timestamp | null;
  maxUsers: Generated<number>;
  logoUrl: string | null;
  isNewIntegrations: Generated<boolean>;
  exportLimit: Generated<number>;
  createdAt: CreatedAt;
  /** IANA time zone the organisation's alert e-mails are scheduled in and its dashboard counts weeks and months in. */
  timeZone: Generated<string>;
  accountManagerName: string | null;
  accountManagerSchedulingUrl: string | null;
  accountManagerPhone: string | null;
  /** New customer / account data fields (outreach-integrations-admin §3). */
  contactPerson: string | null;
  phoneNumber: string | null;
  location: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
}

export interface UsersTable {
  id: Generated<string>;
  orgId: string;
  email: string;
  name: Generated<string>;
  role: number;
  passwordHash: string | null;
  externalSubject: string | null;
  shareClientList: Generated<boolean>;
  emailUserReport: Generated<boolean>;
  emailWeeklyReport: Generated<boolean>;
  emailClientAlert: Generated<boolean>;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  lastLoginAt: Timestamp | null;
  /** The saved search the ticker shows (prospecting-core §2.7); null: none chosen. */
  tickerSearchId: number | null;
  /** Opted out of product analytics and session recordings (prospecting-core §1). */
  analyticsOptOut: Generated<boolean>;
  /** Account information of /account (outreach-integrations-admin §3 'Account data'); '' when not given. */
  contactPerson: Generated<string>;
  phoneNumber: Generated<string>;
  address: Generated<string>;
  country: 'US' | 'CA' | null;
  state: Generated<string>;
  city: Generated<string>;
  zip: Generated<string>;
}

/** An invitation link (issue #19): single use, expiring, replaced by a newer invitation of the same user. */
export interface OnboardingTokensTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  /** SHA-256 fingerprint of the token (the token itself is only in the e-mail). */
  tokenHash: string;
  invitedBy: string | null;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

/** A requested e-mail change, confirmed by a link sent to the new address. */
export interface EmailChangeRequestsTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  newEmail: string;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface ApiKeysTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: CreatedAt;
  revokedAt: Timestamp | null;
  lastUsedAt: Timestamp | null;
}

export interface UserSessionsTable {
  id: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
  endedReason: string | null;
  userAgent: string | null;
  /** The sign-in (token `sid`) that registered the session; null for tokens without one. */
  signInId: string | null;
}

export interface ExportDownloadsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  rowCount: number;
  createdAt: CreatedAt;
}

export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Timestamp | null;
  consumedAt: Timestamp | null;
}

export interface OidcSigningKeysTable {
  kid: string;
  privateJwkEncrypted: string;
  createdAt: CreatedAt;
}

export interface IndustriesTable {
  id: Generated<number>;
  name: string;
}

export interface JobCategoriesTable {
  id: Generated<number>;
  name: string;
}

export interface PositionClustersTable {
  id: Generated<number>;
  name: string;
}

/** Company (prospecting-core §3; outreach-integrations-admin §3). */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Normalised name used to de-duplicate companies across sources (importers/normalise.ts). */
  nameKey: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  url: string | null;
  /** Lower-case host without `www.`. */
  domain: string | null;
  /** Yearly revenue in US dollars. */
  revenueUsd: number | null;
  employeeRange: CompanySizeBucket | null;
  industryId: number | null;
  /** Sanitised HTML. */
  description: string | null;
  /** 1 active, 0 no longer in business (§9). */
  status: Generated<number>;
  agencyLeadCount: Generated<number>;
  openwebLeadCount: Generated<number>;
  source: string;
  sourceId: string | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** Another name key or web domain a company is known by (filled by merges; read by the company matcher). */
export interface CompanyAliasesTable {
  companyId: number;
  kind: 'name' | 'domain';
  value: string;
  /** The merge that added it (company_merges.id); null for aliases from elsewhere. */
  mergeId: number | null;
  createdAt: CreatedAt;
}

/** Two companies the matcher found alike but did not join, waiting for staff (issue #32; company_id < other). */
export interface CompanyMatchCandidatesTable {
  id: Generated<number>;
  companyId: number;
  otherCompanyId: number;
  reason: 'similar-name' | 'same-name-other-domain' | 'same-domain-other-name';
  /** Trigram similarity of the name keys, 0–1. */
  similarity: number;
  status: Generated<'open' | 'merged' | 'dismissed'>;
  createdAt: CreatedAt;
  decidedAt: Date | null;
  decidedBy: string | null;
}

/** One merge of two companies, with what it moved and removed, so that it can be split back. */
export interface CompanyMergesTable {
  id: Generated<number>;
  keptCompanyId: number;
  mergedCompanyId: number;
  mergedCompanyName: string;
  candidateId: number | null;
  /** The merged company's row as it was (snake_case columns). */
  mergedCompany: ColumnType<Record<string, unknown>, string, never>;
  /** Table → ids (or keys) of the rows moved to the kept company. */
  moved: ColumnType<Record<string, unknown>, string, never>;
  /** Table → whole rows removed because the kept company already had their like. */
  removed: ColumnType<Record<string, unknown>, string, never>;
  mergedBy: string | null;
  createdAt: CreatedAt;
  splitAt: Date | null;
  splitBy: string | null;
}

/** Contact (outreach-integrations-admin §3). */
export interface ContactsTable {
  id: Generated<number>;
  companyId: number;
  firstName: string;
  lastName: string;
  position: string | null;
  positionClusterId: number | null;
  email: string | null;
  emailLastVerifiedStatus: EmailVerificationStatus | null;
  phoneNumber: string | null;
  phoneNumberLastVerifiedStatus: PhoneVerificationStatus | null;
  officePhone: string | null;
  officePhoneLastVerifiedStatus: PhoneVerificationStatus | null;
  phoneExtension: string | null;
  address1: string | null;
  address2: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  linkedinUrl: string | null;
  source: string;
  sourceId: string | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
  /**
   * Where the contact is for the Location filter: its own city and state, else its company's, lower-cased city
   * and upper-cased state (set by triggers).
   */
  placeCity: ColumnType<string | null, never, never>;
  placeState: ColumnType<string | null, never, never>;
}

/** Lead (prospecting-core §3 'Lead (joblead)'). Pay: hourly per hour, salaries per year. */
export interface LeadsTable {
  id: Generated<number>;
  leadType: LeadType;
  title: string;
  /** Null when the source did not name the company. */
  companyId: number | null;
  /** Copy of the company's name for the full-text vector (weight B). */
  companyName: string | null;
  /** The location text as published. */
  location: string | null;
  /** How the place was found: city, coordinates, region, country; null when not placed (issue #20). */
  locationPrecision: string | null;
  city: string | null;
  /** Two-letter state or province code. */
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Sanitised HTML. */
  description: string | null;
  employmentTypes: ColumnType<EmploymentType[], EmploymentType[] | undefined, EmploymentType[]>;
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  durationMonths: number | null;
  minSalary: number | null;
  maxSalary: number | null;
  salaryCurrency: string | null;
  minExperienceYears: number | null;
  /** The spec's EndDate (posted date); null when the source has none. */
  postedAt: Timestamp | null;
  careersPageUrl: string | null;
  source: string;
  sourceId: string;
  sourceUrl: string | null;
  jobCategoryIds: ColumnType<number[], number[] | undefined, number[]>;
  primaryContactId: number | null;
  /** The staffing firm's posting of the same job that made this an Agency lead (issue #12); null otherwise. */
  agencyEvidenceLeadId: ColumnType<number | null, number | null | undefined, number | null>;
  contentHash: string;
  firstSeenAt: CreatedAt;
  updatedAt: Generated<Date>;
  /** When every source that listed the lead dropped it (issue #28); closed leads leave searches and totals. */
  closedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  searchVector: ColumnType<string, never, never>;
}

/** A live job source (issue #28): a board on a public ATS, a careers page or an XML feed. */
export interface SourcesTable {
  id: Generated<number>;
  kind: SourceKind;
  token: string;
  url: string;
  name: string | null;
  companyId: number | null;
  leadType: LeadType;
  pollIntervalMinutes: number;
  enabled: Generated<boolean>;
  /** Paused by the circuit breaker after SOURCE_FAILURES_BEFORE_PAUSE failed polls in a row. */
  failing: Generated<boolean>;
  consecutiveFailures: Generated<number>;
  nextPollAt: Generated<Date>;
  /** A worker's lease on the source while it polls it. */
  pollingUntil: Date | null;
  /** When the dispatcher handed its poll to the queue; cleared when a poll ends (migration 0037). */
  queuedAt: Date | null;
  lastPolledAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  etag: string | null;
  lastModified: string | null;
  postingsOpen: Generated<number>;
  /** Postings of the last poll whose details (a request each) are still to be read. */
  detailsPending: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

/** One poll of a source and what it found. */
export interface SourcePollsTable {
  id: Generated<number>;
  sourceId: number;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'ok' | 'unchanged' | 'failed';
  postingsOpen: Generated<number>;
  postingsNew: Generated<number>;
  postingsChanged: Generated<number>;
  postingsClosed: Generated<number>;
  postingsSkipped: Generated<number>;
  /** Skip reason → count. */
  skippedReasons: ColumnType<Record<string, number>, string | undefined, string>;
  error: string | null;
  durationMs: Generated<number>;
  /** Postings whose details were still to be read after this poll (the next one is a catch-up). */
  detailsPending: Generated<number>;
}

/** One request budget per host for all polling workers (the earliest start of the host's next request). */
export interface SourceHostsTable {
  host: string;
  nextStartAt: Date;
}

/** A posting of a source and the lead it is (several sources' postings may share one lead). */
export interface SourcePostingsTable {
  sourceId: number;
  externalId: string;
  leadId: number;
  contentHash: string;
  url: string | null;
  firstSeenAt: CreatedAt;
  lastSeenAt: Generated<Date>;
  /** Polls in a row the posting was missing from its board; two close it. */
  missingPolls: Generated<number>;
  closedAt: Date | null;
  /** Fingerprint of the list entry whose details (SmartRecruiters' posting detail) were last read. */
  detailsFingerprint: string | null;
  detailsReadAt: Date | null;
}

/** Agency tip (prospecting-core §3). */
export interface AgencyTipsTable {
  id: Generated<number>;
  companyId: number;
  companyName: string;
  /** TipDiscoveryDate. */
  discoveredAt: Timestamp;
  additionalInformation: string | null;
  /** Sanitised HTML (JobTips). */
  jobTips: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  sourceId: string;
  /** Set when the company's last signal left the 12-month window: kept, not listed (issue #12). */
  expiredAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastSignalAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  signalCount: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
  searchVector: ColumnType<string, never, never>;
}

/** When the agency tips were last recomputed (one row). */
export interface TipRefreshStateTable {
  id: Generated<boolean>;
  refreshedAt: Date;
}

export interface LeadViewsTable {
  orgId: string;
  userId: string;
  leadId: number;
  viewedAt: CreatedAt;
}

/** Leads a limited-view user was shown in a capped result page (the only ones that user may open). */
export interface LimitedViewLeadsTable {
  orgId: string;
  userId: string;
  leadId: number;
  shownAt: CreatedAt;
}

/** A tip a limited view (no read:tips) was shown in a capped result page (issue #12). */
export interface LimitedViewTipsTable {
  orgId: string;
  userId: string;
  tipId: number;
  shownAt: CreatedAt;
}

/** A company that lost leads since the last tips recompute (trigger on leads; issue #12). */
export interface TipDeletedLeadCompaniesTable {
  companyId: number;
  deletedAt: CreatedAt;
}

export interface LeadFavoritesTable {
  orgId: string;
  userId: string;
  leadId: number;
  createdAt: CreatedAt;
}

export interface TipViewsTable {
  orgId: string;
  userId: string;
  tipId: number;
  viewedAt: CreatedAt;
}

/** Client list entry (prospecting-core §3): one per user and company; personal, carrying the organisation. */
export interface ClientListEntriesTable {
  orgId: string;
  userId: string;
  companyId: number;
  /** The spec's JobId: the lead the company was added from. */
  jobLeadId: number | null;
  createdAt: CreatedAt;
}

/** Dashboard activity: a search (kind 1) or a lead view (kind 2), once per user, organisation-local day and subject. */
export interface ActivityEventsTable {
  orgId: string;
  userId: string;
  kind: number;
  day: string;
  subject: string;
  createdAt: CreatedAt;
}

/** The e-mail assistant's generation of a user's UTC day (§9 one per day): claimed 'pending', then 'done'. */
export interface EmailGenerationsTable {
  userId: string;
  orgId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  leadId: number;
  status: 'pending' | 'done';
  generatedBy: 'model' | 'template' | null;
  claimedAt: Timestamp;
  completedAt: Timestamp | null;
}

/** 'Send me a sample now' requests per user and UTC day (issue #30). */
export interface AlertSampleDaysTable {
  userId: string;
  orgId: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  used: number;
  updatedAt: Generated<Timestamp>;
}

/** Each organisation's number of company notes (kept by a trigger on company_notes). */
export interface CompanyNoteCountsTable {
  orgId: string;
  total: string;
}

/** Company note (prospecting-core §3): the organisation's, naming its writer. Plain text. */
export interface CompanyNotesTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  companyId: number;
  jobLeadId: number | null;
  jobTitle: string | null;
  notes: string;
  createdAt: CreatedAt;
  /** The lead's location and the company's 'City, ST' when written, for the location filter. */
  locationText: string | null;
}

/** Outreach (call) list (outreach-integrations-admin §3 'Call list'): the organisation's. */
export interface CallListsTable {
  id: Generated<number>;
  orgId: string;
  createdBy: string | null;
  name: string;
  /** '#RRGGBB', upper case. */
  color: Generated<string>;
  createdAt: CreatedAt;
}

/** A contact on an outreach list (the spec's ContactCallList); carries the list's organisation. */
export interface CallListContactsTable {
  callListId: number;
  orgId: string;
  contactId: number;
  addedAt: CreatedAt;
  /** The list's sort keys, copied from the contact and its company by triggers (migration 0023_outreach_speed). */
  lastKey: ColumnType<string | null, never, never>;
  firstKey: ColumnType<string | null, never, never>;
  companyKey: ColumnType<string | null, never, never>;
  companyId: ColumnType<number | null, never, never>;
}

/** Logged interaction (outreach-integrations-admin §3 'Interaction'): the organisation's, naming its writer. */
export interface ContactInteractionsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  contactId: number;
  interactionTypeId: number;
  madeContact: Generated<boolean>;
  /** Plain text. */
  notes: string | null;
  /** Related leads (the spec's JobLeads). */
  jobLeadIds: Generated<number[]>;
  createdAt: CreatedAt;
}

/** Alert frequency of a saved search (prospecting-core §2.6 Notify Me). */
export type AlertFrequency = 'daily' | 'weekly';

/**
 * Saved search (prospecting-core §3 'Saved search'): readable by the organisation, changed by its owner.
 * `query` holds the LeadSearchRequest fields without paging, sort or total flags; an alert is on exactly
 * when its frequency is set.
 */
export interface SavedSearchesTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  name: string;
  query: ColumnType<
    Record<string, unknown>,
    string | Record<string, unknown> | undefined,
    string | Record<string, unknown>
  >;
  sendEmail: Generated<boolean>;
  sendEmailFrequency: AlertFrequency | null;
  sendOpenWebEmail: Generated<boolean>;
  sendOpenWebEmailFrequency: AlertFrequency | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type OutboxStatus = 'stored' | 'queued' | 'sent' | 'failed';

/** Every e-mail the product sends: kept here without SMTP_URL, handed to SMTP (with retries) with it. */
export interface OutboxTable {
  id: Generated<number>;
  orgId: string | null;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: ColumnType<Record<string, string>, string | Record<string, string> | undefined, string>;
  status: OutboxStatus;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: CreatedAt;
  sentAt: Timestamp | null;
}

/** One handled (saved search, lead type, period) of the alert run; the key makes each alert at-most-once. */
export interface SavedSearchAlertSendsTable {
  id: Generated<number>;
  savedSearchId: number;
  leadType: LeadType;
  period: string;
  newSince: Timestamp;
  newUntil: Timestamp;
  leadCount: number;
  outboxId: number | null;
  unsubscribedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** One handled day of a user's 'new leads at your clients' alert (issue #14). */
export interface ClientAlertSendsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  period: string;
  newSince: Timestamp;
  newUntil: Timestamp;
  leadCount: number;
  outboxId: number | null;
  unsubscribedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** A research request (outreach-integrations-admin §3 'Research request'). */
export interface ResearchRequestsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  kind: 'form' | 'search' | 'company';
  location: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  category: string | null;
  employmentType: string | null;
  specificRequirement: string | null;
  savedSearchId: number | null;
  searchName: string | null;
  search: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  companyName: string | null;
  contactName: string | null;
  createdAt: CreatedAt;
}

/** One Manage Customers action of provider staff. */
export interface StaffAuditLogTable {
  id: Generated<number>;
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  targetOrgId: string | null;
  targetUserId: string | null;
  targetEmail: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  createdAt: CreatedAt;
}

/** One job-worker process; `beatAt` is refreshed while it runs (readiness, metrics). */
export interface WorkerHeartbeatsTable {
  workerId: string;
  host: string;
  pid: number;
  startedAt: Generated<Date>;
  beatAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One finished import or alert run, whichever process ran it (metrics count them cluster-wide). */
export interface OperationRunsTable {
  id: Generated<number>;
  kind: 'import' | 'alert';
  outcome: 'succeeded' | 'failed';
  detail: string | null;
  startedAt: Timestamp;
  finishedAt: Generated<Date>;
}

/** A provider connection of an organisation (migration 0026_crm_integrations); `*Sealed` are AES-256-GCM sealed. */
export interface IntegrationConnectionsTable {
  orgId: string;
  /** hubspot 0, bullhorn 1, constant contact 2, loxo 3, drip 4. */
  kind: number;
  settingsSealed: string | null;
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  accessExpiresAt: Timestamp | null;
  sessionSealed: string | null;
  externalAccountId: string | null;
  connectedBy: string | null;
  connectedAt: Timestamp | null;
  updatedAt: Generated<Date>;
}

/** A started OAuth sign-in: fingerprint of its `state`, bound to a user and product session. */
export interface IntegrationOauthStatesTable {
  stateHash: string;
  orgId: string;
  userId: string;
  sessionKey: string;
  kind: number;
  expiresAt: Timestamp;
}

/** An item synced from a provider (§3 'Integration item'). */
export interface IntegrationItemsTable {
  id: Generated<string>;
  orgId: string;
  kind: number;
  itemType: number;
  externalId: string;
  name: string;
  email: string | null;
  steps: ColumnType<{ id: string; label: string }[], string | undefined, string>;
  visible: Generated<boolean>;
  syncedAt: Generated<Date>;
  /** Contact lists a Constant Contact campaign sends to (migration 0027). */
  listIds: ColumnType<string[], string | undefined, string>;
}

/** The organisation's CRM ids of a contact (the spec's contactcrms). */
export interface ContactCrmsTable {
  orgId: string;
  contactId: number;
  bullhornId: string | null;
  hubspotId: string | null;
  loxoId: string | null;
  updatedAt: Generated<Date>;
}

/** Migration 0027_campaign_automations: a saved search feeding an outside campaign (issue #17). */
export interface CampaignSubscriptionsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  savedSearchId: number;
  integrationKind: number;
  campaignId: string;
  campaignName: string;
  category: string;
  leadType: 'agency' | 'openWeb';
  plannedUntil: Generated<Date>;
  lastRunAt: Date | null;
  lastError: string | null;
  skippedTotal: Generated<number>;
  createdAt: Generated<Date>;
}

/** Migration 0027_campaign_automations: one contact entering one campaign, at most once. */
export interface CampaignPushesTable {
  id: Generated<number>;
  orgId: string;
  integrationKind: number;
  campaignId: string;
  contactId: number;
  subscriptionId: number | null;
  status: Generated<'pending' | 'pushed' | 'failed'>;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  externalId: string | null;
  error: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Migration 0029_accounts_c_activity_reports: a handled 'user report' (daily) or 'weekly report' period. */
export interface ActivityReportSendsTable {
  id: Generated<number>;
  orgId: string;
  userId: string;
  kind: 'daily' | 'weekly';
  period: string;
  windowFrom: Timestamp;
  windowUntil: Timestamp;
  outboxId: number | null;
  unsubscribedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface Database {
  workerHeartbeats: WorkerHeartbeatsTable;
  operationRuns: OperationRunsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  apiKeys: ApiKeysTable;
  onboardingTokens: OnboardingTokensTable;
  emailChangeRequests: EmailChangeRequestsTable;
  userSessions: UserSessionsTable;
  exportDownloads: ExportDownloadsTable;
  oidcPayloads: OidcPayloadsTable;
  oidcSigningKeys: OidcSigningKeysTable;
  industries: IndustriesTable;
  jobCategories: JobCategoriesTable;
  positionClusters: PositionClustersTable;
  companies: CompaniesTable;
  companyAliases: CompanyAliasesTable;
  companyMatchCandidates: CompanyMatchCandidatesTable;
  companyMerges: CompanyMergesTable;
  contacts: ContactsTable;
  leads: LeadsTable;
  agencyTips: AgencyTipsTable;
  leadViews: LeadViewsTable;
  leadFavorites: LeadFavoritesTable;
  limitedViewLeads: LimitedViewLeadsTable;
  limitedViewTips: LimitedViewTipsTable;
  tipDeletedLeadCompanies: TipDeletedLeadCompaniesTable;
  tipViews: TipViewsTable;
  tipRefreshState: TipRefreshStateTable;
  clientListEntries: ClientListEntriesTable;
  companyNotes: CompanyNotesTable;
  callLists: CallListsTable;
  callListContacts: CallListContactsTable;
  contactInteractions: ContactInteractionsTable;
  savedSearches: SavedSearchesTable;
  outbox: OutboxTable;
  savedSearchAlertSends: SavedSearchAlertSendsTable;
  clientAlertSends: ClientAlertSendsTable;
  activityEvents: ActivityEventsTable;
  emailGenerations: EmailGenerationsTable;
  alertSampleDays: AlertSampleDaysTable;
  companyNoteCounts: CompanyNoteCountsTable;
  researchRequests: ResearchRequestsTable;
  staffAuditLog: StaffAuditLogTable;
  integrationConnections: IntegrationConnectionsTable;
  integrationOauthStates: IntegrationOauthStatesTable;
  integrationItems: IntegrationItemsTable;
  contactCrms: ContactCrmsTable;
  campaignSubscriptions: CampaignSubscriptionsTable;
  campaignPushes: CampaignPushesTable;
  activityReportSends: ActivityReportSendsTable;
  sources: SourcesTable;
  sourcePolls: SourcePollsTable;
  sourcePostings: SourcePostingsTable;
  sourceHosts: SourceHostsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type LeadRow = Selectable<LeadsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type AgencyTipRow = Selectable<AgencyTipsTable>;
