/**
 * Shapes shared by every importer: the normalised company and lead a source row becomes, and the
 * run's options and summary.
 */
import type { CompanySizeBucket, EmploymentType, LeadType } from '@agencyscout/contracts';

/** A company as a source describes it; null fields never overwrite known values. */
export interface CompanyDraft {
  name: string;
  /** Lower-case host without `www.` (de-duplication key together with the normalised name). */
  domain: string | null;
  url: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** Yearly revenue in US dollars. */
  revenueUsd: number | null;
  employeeRange: CompanySizeBucket | null;
  /** One of the fixed INDUSTRIES, resolved by `industryFromName`. */
  industry: string | null;
  /** Sanitised HTML. */
  description: string | null;
  /** 1 active, 0 no longer in business; null = unknown (new companies default to active). */
  status: 0 | 1 | null;
}

/** Geographic fields of a lead; coordinates only when the city itself was found in the gazetteer. */
export interface LeadGeo {
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Pay normalised to per-hour rates and per-year salaries (see importers/salary.ts). */
export interface LeadPay {
  hourlyPayMin: number | null;
  hourlyPayMax: number | null;
  minSalary: number | null;
  maxSalary: number | null;
}

/**
 * How a lead's place was found: 'city' (gazetteer city, with its point), 'coordinates' (the feed's own
 * latitude/longitude), 'region' (state/province, metro area or unverified city: no point), 'country'
 * (no point); null when the location was empty or could not be placed.
 */
export type Placement = 'city' | 'coordinates' | 'region' | 'country';

/** A posting ready to be written. `sourceId` is the source's id or a documented fingerprint. */
export interface LeadDraft extends LeadGeo, LeadPay {
  sourceId: string;
  /** The key a row without an id had before issue #31 (without its date and pay), when it differs: re-keyed on write. */
  earlierSourceId?: string;
  title: string;
  /** Null when the source does not name the company. */
  company: CompanyDraft | null;
  /** The feed's location text as published (or its city/state/country columns joined), never rewritten. */
  location: string | null;
  placement: Placement | null;
  /** Sanitised HTML. */
  description: string | null;
  employmentTypes: EmploymentType[];
  salaryCurrency: string | null;
  durationMonths: number | null;
  minExperienceYears: number | null;
  /** Null when the source has no posting date (never invented). */
  postedAt: Date | null;
  careersPageUrl: string | null;
  sourceUrl: string | null;
  /** Job category names (created in `job_categories` on first use). */
  jobCategories: string[];
}

/**
 * A note on an imported row: its kind (counted in the summary) and, optionally, the value it concerns
 * (shown as one of at most 5 examples per kind, with the row's line).
 */
export type RowNote = string | { kind: string; value: string };

/** What a source row became: a lead (with optional notes) or a rejection reason. */
export type RowOutcome<T> = { ok: true; value: T; warnings?: RowNote[] } | { ok: false; reason: string };

export interface ImportOptions {
  /** Recorded in `leads.source` (and the rejects file name). */
  source: string;
  /** Scraped postings are Open Web leads unless Agency is asked for. */
  leadType: LeadType;
  /** True when the command line named the lead type (it then wins over a CSV mapping's `leadType`). */
  leadTypeGiven: boolean;
  /** Parse, validate and count everything inside a transaction that is rolled back. */
  dryRun: boolean;
  /** Rows per transaction. */
  batchSize: number;
  /** Where rejected rows go (created only when a row is rejected). */
  rejectsPath: string;
  /** Show a progress bar on stderr (only when it is a terminal). */
  progress: boolean;
  /** Told of the progress as rows are read: input bytes read over all files, rows handled (the import screen). */
  onProgress?: (bytes: number, rows: number) => void;
  /** Spreadsheets: the sheet to read (wins over a mapping's `sheet`). */
  sheet?: string;
  /** Leads to keep as the summary's preview (the first rows as they would be stored); 0 = none. */
  preview?: number;
  /** What makes two rows the same posting, in words, for the summary's duplicates line ('the id column "Job ID"'). */
  duplicateKey?: string;
}

/** One lead of the preview, in words: what would land. */
export interface PreviewRow {
  line: number;
  title: string;
  company: string | null;
  /** The location text as it will be kept ('' when none), shown before the placement. */
  location: string | null;
  /** 'Chicago, IL, US (city)', 'NY, US (region level)', '— (not placed: remote)'. */
  place: string;
  /** '65–80 USD per hour', '58,000–64,000 CAD per year', '—'. */
  pay: string;
  types: string;
  postedAt: string | null;
}

export interface EntityCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** How many of a mapped column's non-empty values are what the column should hold (issue #31). */
export interface ColumnCheck {
  /** The header name. */
  column: string;
  /** What its values should be: 'a state or province'. */
  what: string;
  matching: number;
  values: number;
}

export interface ImportSummary {
  source: string;
  dryRun: boolean;
  leadType: LeadType | null;
  /** Data rows read from the main file(s) (headers not counted). */
  read: number;
  leads: EntityCounts;
  companies: EntityCounts;
  /** Rows whose natural key was already seen earlier in the same run (kept once). */
  duplicates: number;
  /** That natural key in words, when the importer says it. */
  duplicateKey: string | null;
  rejected: Record<string, number>;
  rejectedTotal: number;
  /** Rows imported with something left out, by reason. */
  warnings: Record<string, number>;
  /** Up to 5 examples per warning kind ('line 12: $5 a year'). */
  warningExamples: Record<string, string[]>;
  /** Leads by how they were placed (Placement, or 'not placed'). */
  placement: Record<string, number>;
  /** Mapped columns whose values were checked for what they should hold (a state column's states). */
  columnChecks: ColumnCheck[];
  preview: PreviewRow[];
  elapsedMs: number;
  rowsPerSecond: number;
  rejectsFile: string | null;
}
