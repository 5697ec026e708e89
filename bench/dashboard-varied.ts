/**
 * The varied mode of `npm run bench:dashboard` (issue #29 point 4, the default): ≥ 500 distinct requests
 * (varied-dashboard.ts), each member asking for its own dashboard and chart with its own API key, and the Company
 * Notes list by page and filters, each asked once through the HTTP API; then each once through the naive baseline:
 * the straightforward SQL (the member's events and interactions of the period counted by kind; the notes joined
 * to companies, owners and leads, ILIKE on every filter, counted, then paged).
 */
import { COMPANY_NOTES_COUNT_CAP } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type pg from 'pg';
import { issueApiKeyForEmail } from '../apps/server/src/auth/api-key-service.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { loadNow } from './measure.ts';
import { readSearchVocabulary } from './search-vocabulary.ts';
import {
  checkDashboardRequests,
  DASHBOARD_KINDS,
  type DashboardRequest,
  type DashboardVocabulary,
  variedDashboardRequests,
} from './varied-dashboard.ts';
import { addBaseline, type ListSample, measureEach } from './varied-list-report.ts';

/** The members of the benchmark organisation, in the order of their e-mail numbers ('bench-agency-12@…'). */
async function members(db: Db, orgId: string): Promise<{ id: string; email: string }[]> {
  const rows = await sql<{ id: string; email: string }>`SELECT id, email FROM users WHERE org_id = ${orgId}
    ORDER BY substring(email from '-([0-9]+)@')::int`.execute(db);
  return rows.rows;
}

/** The vocabulary: the organisation's members, its notes' companies, words and places, and the datasets' words. */
export async function dashboardVocabulary(db: Db, orgId: string, datasets: string): Promise<DashboardVocabulary> {
  const companies = await sql<{
    name: string;
  }>`SELECT c.name FROM company_notes n JOIN companies c ON c.id = n.company_id
    WHERE n.org_id = ${orgId} GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 2000`.execute(db);
  const texts = await sql<{ notes: string }>`SELECT notes FROM company_notes WHERE org_id = ${orgId}
    ORDER BY id LIMIT 5000`.execute(db);
  const places = await sql<{ place: string }>`SELECT DISTINCT location_text AS place FROM company_notes
    WHERE org_id = ${orgId} AND location_text IS NOT NULL`.execute(db);
  const counts = new Map<string, number>();
  const phrases = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of texts.rows) {
    for (const word of row.notes.toLowerCase().match(/[a-z]{3,}/g) ?? []) bump(counts, word);
    const tokens = row.notes.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    for (let index = 0; index + 1 < tokens.length; index += 1) {
      bump(phrases, tokens.slice(index, index + 2 + (index % 2)).join(' '));
    }
  }
  const ranked = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  const fromDatasets = readSearchVocabulary(datasets, []);
  return {
    members: (await members(db, orgId)).length,
    companies: companies.rows.map((row) => row.name),
    noteWords: ranked(counts),
    notePhrases: ranked(phrases),
    places: [...new Set(places.rows.flatMap((row) => row.place.split(',').map((part) => part.trim())))].sort(),
    datasetWords: [
      ...fromDatasets.words.slice(0, 1000),
      ...fromDatasets.cities.slice(0, 200).map((city) => city.label.split(',')[0] ?? ''),
    ],
  };
}

const PERIOD_START = { week: `date_trunc('week', now())`, month: `date_trunc('month', now())` } as const;

/** The naive baseline of one request; @returns what it counted. */
async function naive(pool: pg.Pool, orgId: string, userId: string, request: DashboardRequest): Promise<number> {
  const { params } = request;
  if (request.path !== '/api/v1/companynotes') {
    const start = PERIOD_START[params.type === 'month' ? 'month' : 'week'];
    const since = request.path === '/api/v1/dashboard' ? start : `${start} - interval '11 ${params.type}s'`;
    const bucket = request.path === '/api/v1/dashboard' ? `''` : `date_trunc('${params.type}', created_at)::text`;
    const events = await pool.query(
      `SELECT kind, ${bucket} AS period, count(*) FROM activity_events WHERE org_id = $1 AND user_id = $2
       AND created_at >= ${since} GROUP BY 1, 2`,
      [orgId, userId],
    );
    await pool.query(
      `SELECT interaction_type_id, ${bucket} AS period, count(*) FROM contact_interactions WHERE org_id = $1
       AND user_id = $2 AND created_at >= ${since} GROUP BY 1, 2`,
      [orgId, userId],
    );
    // The dashboard answers no count: 1, as the app's request is counted.
    return events.rowCount === null ? 0 : 1;
  }
  const values: unknown[] = [orgId];
  const like = (column: string, text: string | undefined) => {
    if (!text) return '';
    values.push(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
    return ` AND ${column} ILIKE $${values.length}`;
  };
  const where = `n.org_id = $1${like('c.name', params.companyName)}${like('coalesce(l.location, n.location_text)', params.location)}${like('n.notes', params.text)}`;
  const from = `company_notes n JOIN companies c ON c.id = n.company_id JOIN users u ON u.id = n.user_id
    LEFT JOIN leads l ON l.id = n.job_lead_id WHERE ${where}`;
  const count = await pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${from}`, values);
  await pool.query(
    `SELECT n.*, c.name, u.email, l.location FROM ${from} ORDER BY n.created_at DESC, n.id DESC
     LIMIT ${Number(params.count)} OFFSET ${Number(params.offset)}`,
    values,
  );
  // The app counts a filtered list up to its cap ('more than 1,000'); the baseline counts exactly.
  const total = Number(count.rows[0]?.total ?? 0);
  return values.length > 1 ? Math.min(total, COMPANY_NOTES_COUNT_CAP) : total;
}

export interface DashboardVariedRun {
  db: Db;
  pool: pg.Pool;
  orgId: string;
  url: string;
  seed: number;
  searches: number;
  datasets: string;
}

/** Builds the list, issues each member an API key, asks each request once through the API and the baseline. */
export async function runDashboardVaried(run: DashboardVariedRun, log: (line: string) => void) {
  const vocabulary = await dashboardVocabulary(run.db, run.orgId, run.datasets);
  const list = variedDashboardRequests(vocabulary, { seed: run.seed, count: run.searches });
  checkDashboardRequests(list, Math.min(500, run.searches));
  const people = await members(run.db, run.orgId);
  const keys: string[] = [];
  for (const person of people) keys.push((await issueApiKeyForEmail(run.db, person.email)).key);
  log(`${list.length} distinct requests of ${people.length} members, each once`);
  const startLoad = loadNow();
  const ask = async (request: DashboardRequest) => {
    const { member: _member, ...query } = request.params;
    const response = await fetch(`${run.url}${request.path}?${new URLSearchParams(query)}`, {
      headers: { 'X-Api-Key': keys[request.member] ?? '' },
    });
    if (!response.ok) throw new Error(`${request.path}: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { count?: number };
    return body.count ?? 1;
  };
  const samples: ListSample[] = await measureEach(list, ask, log);
  log('the naive baseline, each request once');
  await addBaseline(list, samples, (request) => naive(run.pool, run.orgId, people[request.member]?.id ?? '', request));
  return { samples, startLoad, kinds: DASHBOARD_KINDS };
}
