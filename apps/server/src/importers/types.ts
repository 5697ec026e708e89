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

/** A posting ready to be written. `sourceId` is the source's id or a documented fingerprint. */
export interface LeadDraft extends LeadGeo, LeadPay {
  sourceId: string;
  title: string;
  /** Null when the source does not name the company. */
  company: CompanyDraft | null;
  location: string | null;
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

/** What a source row became: a lead (with optional warnings) or a rejection reason. */
export type RowOutcome<T> = { ok: true; value: T; warnings?: string[] } | { ok: false; reason: string };

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
}

export interface EntityCounts {
  inserted: number;
  updated: number;
  unchanged: number;
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
  rejected: Record<string, number>;
  rejectedTotal: number;
  /** Rows imported with something left out, by reason. */
  warnings: Record<string, number>;
  elapsedMs: number;
  rowsPerSecond: number;
  rejectsFile: string | null;
}
