/**
 * Writes one batch of lead drafts in the caller's transaction: companies resolved (inserted or
 * merged), job categories created, leads inserted or updated when their content changed, and the
 * lead counts of every company whose leads changed recomputed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/kysely.ts';
import { recordPostingContacts } from '../modules/posting-contacts/service.ts';
import { companyKey, resolveCompanies } from './companies.ts';
import type { ImportRun } from './import-run.ts';
import { ensureJobCategories, existingLeads, type LeadRecord, rekeyLeads, upsertLeads } from './repository.ts';
import type { EntityCounts, LeadDraft } from './types.ts';

export interface LeadBatchResult {
  companyIds: Map<string, number>;
  categoryIds: Map<string, number>;
  companyCounts: EntityCounts;
  leadCounts: EntityCounts;
}

/** SHA-1 of the record's content: a re-import updates a lead only when this changes. */
function contentHash(record: Omit<LeadRecord, 'content_hash'>): string {
  return createHash('sha1').update(JSON.stringify(record)).digest('hex');
}

/**
 * The `leads` row of a draft (both doors: file imports and polled sources). `where` says the lead type, the
 * natural key (source + source id) and the row's ids; the content hash is the record's own unless given.
 */
export function leadRecordOf(
  draft: LeadDraft,
  where: {
    leadType: string;
    source: string;
    sourceId: string;
    companyId: number | null;
    categoryIds: number[];
    contentHash?: string;
  },
): LeadRecord {
  const record: Omit<LeadRecord, 'content_hash'> = {
    lead_type: where.leadType,
    title: draft.title,
    company_id: where.companyId,
    company_name: draft.company?.name ?? null,
    location: draft.location,
    location_precision: draft.placement,
    city: draft.city,
    state: draft.state,
    country: draft.country,
    latitude: draft.latitude,
    longitude: draft.longitude,
    description: draft.description,
    employment_types: draft.employmentTypes,
    hourly_pay_min: draft.hourlyPayMin,
    hourly_pay_max: draft.hourlyPayMax,
    duration_months: draft.durationMonths,
    min_salary: draft.minSalary,
    max_salary: draft.maxSalary,
    salary_currency: draft.salaryCurrency,
    min_experience_years: draft.minExperienceYears,
    posted_at: draft.postedAt ? draft.postedAt.toISOString() : null,
    careers_page_url: draft.careersPageUrl,
    source: where.source,
    source_id: where.sourceId,
    source_url: draft.sourceUrl,
    job_category_ids: where.categoryIds,
  };
  return { ...record, content_hash: where.contentHash ?? contentHash(record) };
}

async function categoryIdsFor(db: Db, drafts: readonly LeadDraft[], run: ImportRun): Promise<Map<string, number>> {
  const names = new Set(drafts.flatMap((draft) => draft.jobCategories));
  const missing = [...names].filter((name) => !run.categoryIds.has(name));
  const created = await ensureJobCategories(db, missing);
  return new Map([
    ...[...names].flatMap((name) => {
      const id = run.categoryIds.get(name);
      return id === undefined ? [] : [[name, id] as const];
    }),
    ...created,
  ]);
}

/** The written leads as postings whose contacts are read (issue #32): only inserted or changed ones. */
function postingsOf(records: readonly LeadRecord[], written: readonly { id: number; sourceId: string }[]) {
  const bySourceId = new Map(records.map((record) => [record.source_id, record]));
  return written.flatMap((row) => {
    const record = bySourceId.get(row.sourceId);
    return record
      ? [{ leadId: row.id, companyId: record.company_id, description: record.description, country: record.country }]
      : [];
  });
}

export async function writeLeadBatch(db: Db, drafts: readonly LeadDraft[], run: ImportRun): Promise<LeadBatchResult> {
  const { ids: companyIds, counts: companyCounts } = await resolveCompanies(
    db,
    drafts.flatMap((draft) => (draft.company ? [draft.company] : [])),
    run.companies,
  );
  const categoryIds = await categoryIdsFor(db, drafts, run);
  const current = new Set(drafts.map((draft) => draft.sourceId));
  await rekeyLeads(
    db,
    run.options.source,
    drafts.flatMap((draft) =>
      draft.earlierSourceId && !current.has(draft.earlierSourceId)
        ? [{ earlier: draft.earlierSourceId, current: draft.sourceId }]
        : [],
    ),
  );
  const existing = await existingLeads(
    db,
    run.options.source,
    drafts.map((draft) => draft.sourceId),
  );
  const records = drafts.map((draft) => {
    const companyId = draft.company ? companyIds.get(companyKey(draft.company)) : null;
    if (companyId === undefined) throw new Error(`company not resolved: ${draft.company?.name}`);
    const categories = [...new Set(draft.jobCategories.map((name) => categoryIds.get(name)))]
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
    return leadRecordOf(draft, {
      leadType: run.options.leadType,
      source: run.options.source,
      sourceId: draft.sourceId,
      companyId,
      categoryIds: categories,
    });
  });
  const writtenRows = await upsertLeads(db, records);
  const written = new Set(writtenRows.map((row) => row.sourceId));
  await recordPostingContacts(db, postingsOf(records, writtenRows));
  const leadCounts: EntityCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const record of records) {
    const previousCompany = existing.get(record.source_id);
    if (!written.has(record.source_id)) {
      leadCounts.unchanged += 1;
      continue;
    }
    if (previousCompany === undefined) leadCounts.inserted += 1;
    else leadCounts.updated += 1;
  }
  // The companies' lead counters follow by trigger (migration 0004).
  return { companyIds, categoryIds, companyCounts, leadCounts };
}
