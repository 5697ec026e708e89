/**
 * The contact search as the benchmark asks it: the query string of GET /companycontacts, the request, and
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the search runs for a query.
 */
import { contactSearchQuerySchema } from '@agencyscout/contracts';
import type pg from 'pg';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import { searchContacts } from '../apps/server/src/modules/contacts/service.ts';
import { explainReads } from './explain.ts';

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

/** EXPLAIN (ANALYZE, BUFFERS) of the count and the page the contact search really runs for `params`. */
export async function explain(pool: pg.Pool, identity: Identity, params: Record<string, string>): Promise<string> {
  const search = searchParams(params);
  const query = Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const all = search.getAll(key);
      return [key, all.length === 1 ? all[0] : all];
    }),
  );
  return explainReads(pool, (db) => searchContacts(db, identity, contactSearchQuerySchema.parse(query)));
}
