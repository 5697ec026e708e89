/**
 * Synthetic demo data (the embedded default's first start, `npm run seed:demo`, the benchmark set):
 * companies, contacts, Agency and Open Web leads and agency tips, deterministic for a given seed and
 * anchor day. Everything is written in one transaction (all or nothing); the company lead counts are
 * recomputed at the end, and the written tables are vacuumed and analysed after the commit (db/maintenance.ts).
 */

import type { CompanySizeBucket } from '@agencyscout/contracts';
import type { Db } from '../db/kysely.ts';
import { MAIN_TABLES, vacuumAnalyze } from '../db/maintenance.ts';
import {
  ensureJobCategories,
  industryIds,
  insertCompanies,
  type LeadRecord,
  upsertLeads,
} from '../importers/repository.ts';
import { refreshAllTips } from '../modules/tips/refresh-service.ts';
import { withIndexesDeferred, withLeadsBulkLoad } from './demo-bulk-load.ts';
import { AGENCY_SHARE, demoLeadRecord } from './demo-lead-record.ts';
import { createDemoRandom, type DemoRandom, type WeightedList, weightedList } from './demo-random.ts';
import {
  type ContactRecord,
  DEMO_SOURCE,
  type DemoCompany,
  demoCompany,
  demoContact,
  SIZE_MIDPOINT,
} from './demo-records.ts';
import { countDemoLeads, deleteDemoData, insertContacts, leadsTableEmpty } from './demo-repository.ts';
import { JOB_FAMILIES } from './demo-vocabulary.ts';

export interface DemoOptions {
  leads: number;
  seed: number;
  /**
   * false: no synthetic Open Web leads, because the live demo's job boards bring real postings as Open Web leads
   * (issue #30); only the Agency share of `leads` is written (about 35 %), all of them Agency leads. Default true.
   */
  openWeb?: boolean;
  /** Posted and discovery dates count back from this time (default: now, to the hour). */
  anchor?: Date;
  /** Called after each batch with the leads written so far. */
  onProgress?: (leadsWritten: number) => void;
}

export interface DemoSummary {
  companies: number;
  contacts: number;
  leads: number;
  tips: number;
  elapsedMs: number;
  /** Wall time of each step in ms, in the order they ran (the lead load includes generating the leads). */
  phases: Record<string, number>;
}

/** Times each awaited step of a seed into `phases` (ms, wall time). */
function phaseTimer(phases: Record<string, number>) {
  return async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await step();
    } finally {
      phases[name] = Math.round((phases[name] ?? 0) + performance.now() - started);
    }
  };
}

/** Leads per company on average (about 25,000 companies for 1,000,000 leads, as the spec's help texts say). */
const LEADS_PER_COMPANY = 40;
const CONTACTS_PER_COMPANY: readonly [number, number] = [8, 24];
const BATCH = 2000;
/**
 * From this many leads into an empty lead table, the load takes the bulk path (demo-bulk-load.ts: indexes, foreign
 * keys and company counts done once after it): 20,000 leads on PGlite in 15.5 s instead of 25.7 s; at 7,000 it
 * makes no measurable difference.
 */
const BULK_LOAD_FROM = 20_000;

type StoredCompany = DemoCompany & { id: number; contactIds: number[] };

/** The current time rounded down to the hour: the default anchor. */
export function currentHour(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
}

async function writeCompanies(db: Db, random: DemoRandom, count: number): Promise<StoredCompany[]> {
  const industries = await industryIds(db);
  const taken = new Set<string>();
  const stored: StoredCompany[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch: DemoCompany[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index++) {
      batch.push(demoCompany(random, index, taken, industries));
    }
    const ids = new Map(
      (
        await insertCompanies(
          db,
          batch.map((company) => company.record),
        )
      ).map((row) => [row.nameKey, row.id]),
    );
    for (const company of batch) {
      const id = ids.get(company.record.name_key);
      if (id === undefined) throw new Error(`demo company not stored: ${company.record.name}`);
      stored.push({ ...company, id, contactIds: [] });
    }
  }
  return stored;
}

async function writeContacts(db: Db, random: DemoRandom, companies: StoredCompany[]): Promise<number> {
  const byId = new Map(companies.map((company) => [company.id, company]));
  let pending: ContactRecord[] = [];
  let total = 0;
  const flush = async () => {
    for (const row of await insertContacts(db, pending)) byId.get(row.companyId)?.contactIds.push(row.id);
    total += pending.length;
    pending = [];
  };
  for (const company of companies) {
    const count = random.int(CONTACTS_PER_COMPANY[0], CONTACTS_PER_COMPANY[1]);
    for (let n = 0; n < count; n++) pending.push(demoContact(random, company, company.id, `${company.id}-${n}`));
    if (pending.length >= BATCH) await flush();
  }
  await flush();
  return total;
}

/**
 * Companies weighted by the square root of their head count (times a random factor), so large
 * employers post more leads and the Most Leads sort has something to sort.
 */
function companyWeights(random: DemoRandom, companies: readonly StoredCompany[]): WeightedList<StoredCompany> {
  return weightedList(
    companies.map((company) => {
      const size = company.record.employee_range as CompanySizeBucket;
      return [company, Math.sqrt(SIZE_MIDPOINT[size] ?? 1) * (0.25 + random.next())] as const;
    }),
  );
}

/**
 * Generates the next batch while the previous one is being written (one connection, one transaction).
 * @returns the time spent generating, in ms (Node CPU, overlapped with the writes).
 */
async function writeLeads(
  db: Db,
  random: DemoRandom,
  weights: WeightedList<StoredCompany>,
  options: DemoOptions & { count: number },
  anchor: Date,
): Promise<number> {
  const categoryIds = await ensureJobCategories(db, [...new Set(JOB_FAMILIES.map((family) => family.category))]);
  const agencyOnly = options.openWeb === false;
  let writing: Promise<unknown> = Promise.resolve();
  let generationMs = 0;
  for (let start = 0; start < options.count; start += BATCH) {
    const generating = performance.now();
    const batch: LeadRecord[] = [];
    for (let index = start; index < Math.min(options.count, start + BATCH); index++) {
      const company = random.weighted(weights);
      const contact = company.contactIds.length && random.chance(0.8) ? random.pick(company.contactIds) : null;
      batch.push(demoLeadRecord(random, index, company, contact, { anchor, categoryIds, agencyOnly }));
    }
    generationMs += performance.now() - generating;
    await writing;
    options.onProgress?.(start);
    writing = upsertLeads(db, batch);
  }
  await writing;
  options.onProgress?.(options.count);
  return Math.round(generationMs);
}

/** Leads a seed writes: all of `leads`, or only their Agency share without synthetic Open Web leads. */
export function demoLeadCount(options: Pick<DemoOptions, 'leads' | 'openWeb'>): number {
  return options.openWeb === false ? Math.max(1, Math.round(options.leads * AGENCY_SHARE)) : options.leads;
}

/**
 * Writes `options.leads` demo leads with their companies, contacts and tips.
 * @throws Error when demo data already exists (remove it first with `replaceDemoData`).
 */
export async function seedDemoData(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const started = Date.now();
  const anchor = options.anchor ?? currentHour();
  const random = createDemoRandom(options.seed);
  const count = demoLeadCount(options);
  const companyCount = Math.max(20, Math.round(count / LEADS_PER_COMPANY));
  const phases: Record<string, number> = {};
  const timed = phaseTimer(phases);
  const written = await db.transaction().execute(async (trx) => {
    if ((await countDemoLeads(trx, DEMO_SOURCE)) > 0) throw new Error('Demo data is already present (use --replace)');
    const bulk = count >= BULK_LOAD_FROM && (await leadsTableEmpty(trx));
    const companies = await timed('companies', () => writeCompanies(trx, random, companyCount));
    const contactLoad = () => timed('contacts', () => writeContacts(trx, random, companies));
    const contacts = await (bulk
      ? timed('contacts+indexes', () => withIndexesDeferred(trx, 'contacts', contactLoad))
      : contactLoad());
    const weights = companyWeights(random, companies);
    const load = async () => {
      phases.generation = await timed('leads', () => writeLeads(trx, random, weights, { ...options, count }, anchor));
    };
    if (bulk) await timed('leads+indexes', () => withLeadsBulkLoad(trx, DEMO_SOURCE, load));
    else await load();
    // Demo tips follow the same rule as imported data (issue #12): derived from the demo leads' signals.
    const tips = await timed('tips', () => refreshAllTips(trx, anchor));
    return { companies: companies.length, contacts, leads: count, tips: tips.activeTips };
  });
  await timed('vacuum', () => vacuumAnalyze(db, MAIN_TABLES));
  return { ...written, elapsedMs: Date.now() - started, phases };
}

/** Removes earlier demo rows, then seeds (one transaction each). */
export async function replaceDemoData(db: Db, options: DemoOptions): Promise<DemoSummary> {
  await db.transaction().execute((trx) => deleteDemoData(trx, DEMO_SOURCE));
  return seedDemoData(db, options);
}

/** First start of the embedded default: seeds when the lead table is empty. @returns null when it was not. */
export async function seedDemoDataIfEmpty(db: Db, options: DemoOptions): Promise<DemoSummary | null> {
  if (options.leads <= 0 || !(await leadsTableEmpty(db))) return null;
  return seedDemoData(db, options);
}
