/**
 * Live job sources (issue #28; prospecting-core §1 'live to the minute'): a source is one place postings come
 * from — a company's board on a public applicant-tracking system, a careers page with schema.org JobPosting, or
 * an XML job feed. Provider staff manage them at /admin/sources (permission of Manage Customers, create:member):
 * GET/POST /admin/sources, GET/PATCH/DELETE /admin/sources/{id}, POST /admin/sources/{id}/poll.
 */
import { z } from 'zod';
import { LEAD_TYPES } from './lead-data.ts';
import { text } from './text.ts';

/** The connectors, one per public job source kind (ARCHITECTURE 'sources/<kind>'). */
export const SOURCE_KINDS = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
  'recruitee',
  'json-ld',
  'xml-feed',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** How each kind is named on the screen. */
export const SOURCE_KIND_LABELS: Readonly<Record<SourceKind, string>> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  recruitee: 'Recruitee',
  'json-ld': 'Careers page (schema.org)',
  'xml-feed': 'XML job feed',
};

/** A source's state: polled on schedule, paused by staff, or paused by the circuit breaker after failures. */
export const SOURCE_STATUSES = ['active', 'paused', 'failing'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** Minutes between two polls of a source (default, bounds). */
export const SOURCE_POLL_MINUTES = { default: 60, min: 5, max: 7 * 24 * 60 } as const;
/** Board URLs one add may paste. */
export const SOURCE_ADD_LIMIT = 500;
/** Sources a page of the list shows. */
export const SOURCE_PAGE_SIZE = 50;
/** Polls kept per source for its health (the sparkline reads the newest of them). */
export const SOURCE_HISTORY_POLLS = 30;

export const SOURCE_TEXTS = {
  title: 'Job Sources',
  addTitle: 'Add sources',
  addHelp:
    'Paste one board URL a line: Greenhouse, Lever, Ashby, Workable, SmartRecruiters or Recruitee boards, a careers page or sitemap with schema.org JobPosting, or an XML job feed.',
  noUrls: 'Paste at least one board URL',
  tooMany: `Paste at most ${SOURCE_ADD_LIMIT} URLs at once`,
  badUrl: 'is not a web address (http or https)',
  unknownKind: 'is not a job board we can read; choose its kind',
  added: 'Sources added',
  paused: 'Source paused',
  resumed: 'Source resumed',
  pollQueued: 'Poll queued',
  deleted: 'Source removed; its leads stay',
  notFound: 'Source not found',
  empty: 'No sources yet. Add the job boards of the companies you want to follow.',
  detailsPending: (count: string) => `${count} descriptions still to read; polled again in a few minutes`,
  queued: 'Queued, waiting for a free poller',
  due: 'Due now; handed to a poller within a minute',
} as const;

export const sourceKindSchema = z.enum(SOURCE_KINDS);
export const sourceStatusSchema = z.enum(SOURCE_STATUSES);

const pollMinutesSchema = z.coerce
  .number()
  .int()
  .min(SOURCE_POLL_MINUTES.min, `Poll at most every ${SOURCE_POLL_MINUTES.min} minutes`)
  .max(SOURCE_POLL_MINUTES.max, 'Poll at least once a week');

/**
 * Body of POST /admin/sources: board URLs, one a line (or a list). The kind and token are recognised from each
 * URL unless `kind` says it (a careers page or feed on the company's own site). Any bad line answers 400 naming
 * it, and nothing is added.
 */
export const addSourcesSchema = z.object({
  urls: z.union([text().max(200_000), z.array(text().max(2000)).max(SOURCE_ADD_LIMIT)]),
  kind: sourceKindSchema.optional(),
  leadType: z.enum(LEAD_TYPES).default('OpenWeb'),
  pollIntervalMinutes: pollMinutesSchema.default(SOURCE_POLL_MINUTES.default),
  companyId: z.coerce.number().int().positive().optional(),
});
export type AddSourcesBody = z.input<typeof addSourcesSchema>;

/** Body of PATCH /admin/sources/{id}. */
export const updateSourceSchema = z
  .object({
    enabled: z.boolean().optional(),
    pollIntervalMinutes: pollMinutesSchema.optional(),
    leadType: z.enum(LEAD_TYPES).optional(),
    companyId: z.coerce.number().int().positive().nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateSourceBody = z.input<typeof updateSourceSchema>;

export const sourceIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Query of GET /admin/sources. */
export const sourceListQuerySchema = z.object({
  q: text().max(200).optional(),
  kind: sourceKindSchema.optional(),
  status: sourceStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SourceListQuery = z.input<typeof sourceListQuerySchema>;
/** The query as the server reads it (defaults applied). */
export type SourceListParams = z.output<typeof sourceListQuerySchema>;

/** One poll's outcome as the health column shows it. */
export const sourcePollSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** 'ok', 'unchanged' (304 or same content), 'failed'. */
  outcome: z.enum(['ok', 'unchanged', 'failed']),
  postingsOpen: z.number().int(),
  postingsNew: z.number().int(),
  postingsChanged: z.number().int(),
  postingsClosed: z.number().int(),
  postingsSkipped: z.number().int(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type SourcePoll = z.infer<typeof sourcePollSchema>;

export const sourceSchema = z.object({
  id: z.number().int(),
  kind: sourceKindSchema,
  /** The board token (Greenhouse token, Lever site, …) or, for careers pages and feeds, the URL. */
  token: z.string(),
  url: z.string(),
  name: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  leadType: z.enum(LEAD_TYPES),
  pollIntervalMinutes: z.number().int(),
  enabled: z.boolean(),
  status: sourceStatusSchema,
  consecutiveFailures: z.number().int(),
  lastPolledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
  /** When its poll was handed to the poll queue (it then waits for a free poller; nextPollAt is null). */
  queuedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  postingsOpen: z.number().int(),
  /** Postings whose description is still to be read (boards with a detail request per posting). */
  detailsPending: z.number().int(),
  lastPoll: sourcePollSchema.nullable(),
  /** Open postings after each of the newest polls, oldest first (the sparkline). */
  openHistory: z.array(z.number().int()),
  createdAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

export const sourceListResponseSchema = z.object({
  sources: z.array(sourceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over all sources: how many are active, paused, failing; open postings; leads from sources. */
  totals: z.object({
    active: z.number().int(),
    paused: z.number().int(),
    failing: z.number().int(),
    postingsOpen: z.number().int(),
  }),
});
export type SourceListResponse = z.infer<typeof sourceListResponseSchema>;

export const sourceDetailResponseSchema = sourceSchema.extend({ polls: z.array(sourcePollSchema) });
export type SourceDetailResponse = z.infer<typeof sourceDetailResponseSchema>;

export const addSourcesResponseSchema = z.object({
  message: z.string(),
  created: z.array(sourceSchema),
  /** URLs that were already sources (left as they were). */
  existing: z.array(z.string()),
});
export type AddSourcesResponse = z.infer<typeof addSourcesResponseSchema>;

export const sourceMessageResponseSchema = z.object({ message: z.string() });
