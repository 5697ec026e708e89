/**
 * Whether generated demo data is loaded (issue #30): the web app's frame then says once that the demo's
 * companies, contacts, leads and tips are generated. Asked by every page load (GET /api/config), so the answer is
 * kept for a minute: demo data comes and goes only with `npm run seed:demo` or a first start.
 */
import type { Db } from '../db/kysely.ts';
import { DEMO_SOURCE } from './demo-records.ts';

const KEEP_MS = 60_000;

/** True when any demo lead exists (an index probe on leads' source key). */
export async function demoDataPresent(db: Db): Promise<boolean> {
  const row = await db.selectFrom('leads').select('id').where('source', '=', DEMO_SOURCE).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** `demoDataPresent`, answered from memory for a minute after each look. */
export function createDemoPresence(db: Db, keepMs = KEEP_MS): () => Promise<boolean> {
  let known: { present: boolean; until: number } | null = null;
  return async () => {
    if (known && known.until > Date.now()) return known.present;
    const present = await demoDataPresent(db);
    known = { present, until: Date.now() + keepMs };
    return present;
  };
}
