/**
 * Saved searches and the ticker (prospecting-core §2.6, §2.7, §3 'Saved search', §4, §5, §7; outreach-
 * integrations-admin §4 and §7 'Saved-search notifications'):
 * GET/POST/PUT /api/v1/savedSearches, GET/DELETE /api/v1/savedSearches/{id}, DELETE /api/v1/savedsearches/deleteAll,
 * PUT /api/v1/savedSearches/notifications, GET/POST /api/v1/ticker.
 * The stored query is the lead search's filter fields (`leadFiltersSchema`, camelCase, empty values dropped), so
 * the web form, the API and the alert run validate and read it with one schema.
 * The spec's PascalCase wire names (SearchId, SearchName, SendEmail, …) and camelCase are both accepted.
 */
import { z } from 'zod';
import { alertSampleAllowanceSchema, nextAlertSchema } from './alert-samples.ts';
import { campaignAutomationSummarySchema } from './campaign-automations.ts';
import { checkDateRange, LEAD_PAGE_SIZES, LEAD_SEARCH_MESSAGES, leadFiltersSchema } from './lead-search.ts';
import { text } from './text.ts';

/** Longest saved-search name (the table allows 200). */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 200;
/** §9 page sizes of the saved-search table: 25 default; 25, 50, 100 with read:leads. */
export const SAVED_SEARCH_PAGE_SIZES = LEAD_PAGE_SIZES;
export const DEFAULT_SAVED_SEARCH_PAGE_SIZE = 25;
/** 'My Saved Searches' or 'All Searches' (§2.6). */
export const SAVED_SEARCH_VIEWS = ['mine', 'all'] as const;
export type SavedSearchView = (typeof SAVED_SEARCH_VIEWS)[number];
/** Alert frequencies (§2.6 Notify Me). Turning an alert on defaults to daily. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequencyName = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequencyName = 'daily';

/** §2.6 table heights: window height minus 245 (with the ticker) or 201 (without read:ticker). */
export const SAVED_SEARCH_TABLE_OFFSETS = { ticker: 245, noTicker: 201 } as const;

/** §2.7 ticker constants. */
export const TICKER_LEAD_COUNT = 50;
export const TICKER_MODES = ['compact', 'full'] as const;
export type TickerMode = (typeof TICKER_MODES)[number];
export const DEFAULT_TICKER_MODE: TickerMode = 'compact';
export const TICKER_CARD_WIDTH_PX = 366;
export const TICKER_FULL_ADVANCE_MS = 15_000;
export const TICKER_SCROLL_STEP_MS = 100;
export const TICKER_COMPACT_ROTATE_MS = 7_000;
export const TICKER_MENU_MAX_HEIGHT_PX = 300;
/** 'Use Original Ticker Interface' shows only for accounts created before this day (§2.7). */
export const ORIGINAL_TICKER_CUTOFF = '2023-10-08';

/** The spec's texts of saved searches (§2.6, §5) and the ticker (§2.7). */
export const SAVED_SEARCH_TEXTS = {
  required: 'Field is required',
  nameTooLong: `Name cannot exceed ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  saveSearch: 'Save Search',
  nameLabel: 'Search Name',
  pickerLabel: 'Saved Search',
  saved: 'Search saved',
  mine: 'My Saved Searches',
  all: 'All Searches',
  filterLabel: 'Search Name',
  nameColumn: 'Name',
  ownerColumn: 'Owner',
  alertsColumn: 'Alerts',
  tabDetails: 'Saved Search Details',
  tabModify: 'Modify',
  tabNotify: 'Notify Me',
  agencyAlert: 'Agency Leads email alert',
  openWebAlert: 'Open Web email alert',
  daily: 'Daily',
  weekly: 'Weekly',
  frequency: 'Frequency',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDelete: (item: string) => `Are you sure you want to delete ${item}?`,
  deleteSelected: 'Delete Selected',
  runSearch: 'View Leads',
  saveChanges: 'Save Changes',
  noLeads: 'No leads',
  notOwner: 'Only the owner can change this saved search',
  emptyTitle: 'Welcome to Saved Searches',
  emptyText:
    'Save a search from the leads screen to find its leads again with one click, set it as your ticker and receive daily or weekly e-mail alerts with its new leads.',
  noMatch: 'No saved search matches this name',
  ownerOnly: 'Only the owner can modify this saved search.',
} as const;

export const TICKER_TEXTS = {
  setTicker: 'Set Ticker',
  searchSearches: 'Search saved searches',
  originalInterface: 'Use Original Ticker Interface',
  fullEmpty: 'No leads in saved search choose another one',
  compactNoLeads: 'No leads found',
  compactSearchEmpty: 'No Leads found for this Saved Search, please select another one.',
  noSavedSearch: 'Customize your ticker by choosing one of your saved searches.',
  goToSavedSearch: 'Go To Saved Search',
  helpCenter: 'Help Center',
  viewLeads: "View this saved search's leads",
  previous: 'Previous lead',
  next: 'Next lead',
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
  label: 'Ticker',
  noMatch: 'No saved search matches',
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** True for the values §5 drops before a request: undefined, null, '', whitespace-only text, []. */
function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** §5 'for saved-search creation empty strings are dropped too': an object without its empty fields. */
export function dropEmptyValues<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => !isEmptyValue(field))) as Partial<T>;
}

/** The spec's PascalCase names → camelCase (only the names this contract knows). */
const PASCAL_NAMES: Record<string, string> = {
  SearchId: 'searchId',
  SearchName: 'name',
  searchName: 'name',
  SendEmail: 'sendEmail',
  SendEmailFrequency: 'sendEmailFrequency',
  SendOpenWebEmail: 'sendOpenWebEmail',
  SendOpenWebEmailFrequency: 'sendOpenWebEmailFrequency',
  KeyWords: 'keyWords',
  JobTitle: 'jobTitle',
  Locations: 'locations',
  Company: 'company',
  CompanyIndustry: 'companyIndustry',
  EmployeeRange: 'employeeRange',
  EmploymentType: 'employmentType',
  DateAfter: 'dateAfter',
  DateBefore: 'dateBefore',
  DatePosted: 'datePosted',
  JobleadId: 'jobleadId',
};

function camelBody(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, field]) => [
    PASCAL_NAMES[key] ?? key,
    field,
  ]);
  return Object.fromEntries(entries);
}

/**
 * The stored query of a saved search: the lead search's filter fields (no paging, sort or total flags), empty
 * values dropped, start date not after the end date (§5).
 */
export const savedSearchQuerySchema = leadFiltersSchema.refine(checkDateRange, {
  message: LEAD_SEARCH_MESSAGES.startAfterEnd,
  path: ['dateAfter'],
});
export type SavedSearchQuery = z.infer<typeof leadFiltersSchema>;

/** A saved search's name (§5): required ('Field is required'), at most SAVED_SEARCH_NAME_MAX_LENGTH, trimmed. */
export const savedSearchNameSchema = text()
  .trim()
  .min(1, SAVED_SEARCH_TEXTS.required)
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_TEXTS.nameTooLong);

/** The body fields shared by creation and modification: a name and the lead-search filter fields. */
const savedSearchFieldsSchema = leadFiltersSchema.extend({
  name: z.preprocess((value) => (value === undefined || value === null ? '' : value), savedSearchNameSchema),
});

/** Body of POST /savedSearches: name + every lead-search field (§7), empty values dropped (§5). */
export const newSavedSearchSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' ? dropEmptyValues(camelBody(value) as Record<string, unknown>) : value,
  savedSearchFieldsSchema.refine(checkDateRange, { message: LEAD_SEARCH_MESSAGES.startAfterEnd, path: ['dateAfter'] }),
);
export type NewSavedSearch = z.input<typeof savedSearchFieldsSchema>;

/** Body of PUT /savedSearches: the search's id, its (new) name and its whole (new) query (§2.6 Modify). */
export const savedSearchUpdateSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' ? dropEmptyValues(camelBody(value) as Record<string, unknown>) : value,
  savedSearchFieldsSchema
    .extend({ searchId: id })
    .refine(checkDateRange, { message: LEAD_SEARCH_MESSAGES.startAfterEnd, path: ['dateAfter'] }),
);
export type SavedSearchUpdate = NewSavedSearch & { searchId: number };

const frequencySchema = z.enum(ALERT_FREQUENCIES);

/**
 * Body of the notification update (outreach-integrations-admin §7 'Saved-search notifications', §4): SearchId,
 * SendEmail, SendEmailFrequency, SendOpenWebEmail, SendOpenWebEmailFrequency. Turning an alert on without a
 * frequency sets daily; off clears the frequency; a frequency alone changes (and turns on) that alert.
 */
export const savedSearchNotificationSchema = z.preprocess(
  camelBody,
  z.object({
    searchId: id,
    sendEmail: z.boolean().optional(),
    sendEmailFrequency: frequencySchema.nullish(),
    sendOpenWebEmail: z.boolean().optional(),
    sendOpenWebEmailFrequency: frequencySchema.nullish(),
  }),
);
export type SavedSearchNotification = {
  searchId: number;
  sendEmail?: boolean;
  sendEmailFrequency?: AlertFrequencyName | null;
  sendOpenWebEmail?: boolean;
  sendOpenWebEmailFrequency?: AlertFrequencyName | null;
};

/** GET /savedSearches query: view (mine/all), name filter (case-insensitive substring, §5), paging. */
export const savedSearchListQuerySchema = z.object({
  view: z.enum(SAVED_SEARCH_VIEWS).default('mine'),
  name: text().trim().max(SAVED_SEARCH_NAME_MAX_LENGTH).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce
    .number()
    .pipe(z.union(SAVED_SEARCH_PAGE_SIZES.map((size) => z.literal(size))))
    .default(DEFAULT_SAVED_SEARCH_PAGE_SIZE),
});
export type SavedSearchListQuery = z.input<typeof savedSearchListQuerySchema>;

export const savedSearchIdParamsSchema = z.object({ id });

export const savedSearchSchema = z.object({
  searchId: z.number().int(),
  name: z.string(),
  /** The owner's e-mail (the spec's RecruiterUsers.EmailId). */
  ownerEmail: z.string(),
  /** True when the caller owns it (only the owner modifies, deletes or sets alerts). */
  isOwner: z.boolean(),
  query: leadFiltersSchema,
  sendEmail: z.boolean(),
  sendEmailFrequency: frequencySchema.nullable(),
  sendOpenWebEmail: z.boolean(),
  sendOpenWebEmailFrequency: frequencySchema.nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its campaign automations (count and integrations), for accounts with isNewIntegrations (§2.6 columns). */
  campaignAutomations: campaignAutomationSummarySchema.optional(),
  /** In the list: when each alert that is on goes out next (none for an alert that will not go out). */
  nextAlerts: z.array(nextAlertSchema).optional(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  count: z.number().int().nonnegative(),
  rows: z.array(savedSearchSchema),
  /** The caller's 'Send me a sample now' allowance of the day (issue #30). */
  alertSamples: alertSampleAllowanceSchema.optional(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchDeletedSchema = z.object({ deleted: z.number().int().nonnegative() });

/** GET /ticker: the caller's ticker search and its newest leads (§2.7). */
export const tickerLeadSchema = z.object({
  id: z.number().int(),
  leadType: z.enum(['Agency', 'OpenWeb']),
  title: z.string(),
  location: z.string().nullable(),
  companyName: z.string().nullable(),
  postedAt: z.string().nullable(),
});
export type TickerLead = z.infer<typeof tickerLeadSchema>;

export const tickerSchema = z.object({
  search: z.object({ searchId: z.number().int(), name: z.string() }).nullable(),
  leads: z.array(tickerLeadSchema),
  /** Saved searches the caller's organisation has (0: the ticker invites to save one). */
  savedSearchCount: z.number().int().nonnegative(),
  /** 'Use Original Ticker Interface' is offered (the organisation was created before 2023-10-08). */
  originalInterfaceAvailable: z.boolean(),
});
export type Ticker = z.infer<typeof tickerSchema>;

/** POST /ticker {searchId}: a saved search of the caller's organisation; null clears the choice. */
export const tickerSetSchema = z.preprocess(camelBody, z.object({ searchId: id.nullable() }));
