/**
 * The contact search as the benchmark asks it: the query string of GET /companycontacts, the request, and
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the search runs for a query.
 */
import { contactSearchQuerySchema } from '@agencyscout/contracts';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { searchContacts } from '../apps/server/src/modules/contacts/service.ts';

/** The query string; contactPosition comma-joined in `params`, sent repeated as the screen sends it. */
export function searchParams(params: Record<string, string>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const part of key === 'contactPosition' ? value.split(',') : [value]) search.append(key, part);
  }
  return search;
}

/** GET `url` with the API key; @returns the answer's `found`. */
export async function getJson(url: string, apiKey: string): Promise<{ found: number }> {
  const response = await fetch(url, { headers: { 'X-Api-Key': apiKey } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { found: number };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements the contact search really runs for `params` (recorded through Kysely). */
export async function explain(pool: pg.Pool, identity: Identity, params: Record<string, string>): Promise<string> {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const search = searchParams(params);
  const query = Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const all = search.getAll(key);
      return [key, all.length === 1 ? all[0] : all];
    }),
  );
  await searchContacts(db, identity, contactSearchQuerySchema.parse(query));
  const plans: string[] = [];
  // The count and the page: the search's other statements (the activity record) are left out.
  for (const statement of statements.filter((entry) => /^\s*(select|with)\b/i.test(entry.sql)).slice(0, 2)) {
    const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.parameters as unknown[]);
    plans.push(result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}
