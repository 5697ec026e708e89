/**
 * The 'term sets' design of `npm run bench:search-designs` (search-designs.ts): per lexeme and lead type, the
 * sorted ids of the open, in-business leads whose search vector holds it (an `int[]`, the intarray extension's
 * operators), so a total is set arithmetic on a few arrays instead of a visit to every match's row: a word is the
 * size of its set, an OR list the size of the union, an exclusion the difference. Phrases need word positions, which
 * the sets do not keep: they are left to the other designs (`null`).
 *
 * Only the lexemes the benchmark's searches use are built (each costs one count on `leads`), so the build time here
 * says nothing about building every lexeme; the read side is what is measured.
 */
import type pg from 'pg';

export const TERM_SETS_TABLE = 'design_term_sets';

const IN_BUSINESS = '(l.company_id IS NULL OR l.company_id NOT IN (SELECT id FROM companies WHERE status = 0))';

/** The keyword text as the varied list writes it: OR-ed terms, or one term less an excluded one, or a phrase. */
export interface ParsedKeywords {
  kind: 'terms' | 'exclusion' | 'phrase';
  /** Each term's text (OR-ed for 'terms'; [kept, excluded] for 'exclusion'). */
  terms: string[];
}

export function parseKeywords(keyWords: string): ParsedKeywords {
  if (keyWords.startsWith('"')) return { kind: 'phrase', terms: [keyWords] };
  if (keyWords.includes(' -')) {
    const [kept = '', excluded = ''] = keyWords.split(' -');
    return { kind: 'exclusion', terms: [kept, excluded] };
  }
  return { kind: 'terms', terms: keyWords.split(' OR ') };
}

/** The lexemes of one term, as the search's English configuration makes them (AND-ed when several). */
async function lexemesOf(pool: pg.Pool, term: string): Promise<string[]> {
  const result = await pool.query<{ lexeme: string }>(
    "SELECT lexeme FROM unnest(to_tsvector('english', $1)) ORDER BY lexeme",
    [term],
  );
  return result.rows.map((row) => row.lexeme);
}

/** Creates the table and fills the sets of every lexeme `keywordTexts` use; @returns the build time (ms). */
export async function buildTermSets(pool: pg.Pool, keywordTexts: string[]): Promise<number> {
  const started = performance.now();
  await pool.query('CREATE EXTENSION IF NOT EXISTS intarray');
  await pool.query(`DROP TABLE IF EXISTS ${TERM_SETS_TABLE}`);
  await pool.query(
    `CREATE TABLE ${TERM_SETS_TABLE} (lexeme text, lead_type text, ids int[] NOT NULL, PRIMARY KEY (lexeme, lead_type))`,
  );
  const lexemes = new Set<string>();
  for (const text of keywordTexts) {
    const parsed = parseKeywords(text);
    if (parsed.kind === 'phrase') continue;
    for (const term of parsed.terms) for (const lexeme of await lexemesOf(pool, term)) lexemes.add(lexeme);
  }
  for (const lexeme of lexemes) {
    await pool.query(
      `INSERT INTO ${TERM_SETS_TABLE} (lexeme, lead_type, ids)
         SELECT $1, l.lead_type, sort(array_agg(l.id::int)) FROM leads l
          WHERE l.search_vector @@ to_tsquery('simple', quote_literal($1)) AND l.closed_at IS NULL AND ${IN_BUSINESS}
          GROUP BY l.lead_type`,
      [lexeme],
    );
  }
  await pool.query(`VACUUM (ANALYZE) ${TERM_SETS_TABLE}`);
  return performance.now() - started;
}

/**
 * The SQL of one term's set: its lexemes' sets intersected ('{}' when a lexeme has none). Pushes the parameters it
 * uses onto `values`.
 */
function termSetSql(lexemes: string[], values: unknown[]): string {
  if (!lexemes.length) return "'{}'::int[]";
  return lexemes
    .map((lexeme) => {
      values.push(lexeme);
      return `coalesce((SELECT ids FROM ${TERM_SETS_TABLE} WHERE lexeme = $${values.length} AND lead_type = $1), '{}')`;
    })
    .join(' & ');
}

/** The exact total of `keyWords` for `leadType` from the sets, or null for a phrase. */
export async function countFromTermSets(pool: pg.Pool, leadType: string, keyWords: string): Promise<number | null> {
  const parsed = parseKeywords(keyWords);
  if (parsed.kind === 'phrase') return null;
  const values: unknown[] = [leadType];
  const sets: string[] = [];
  for (const term of parsed.terms) sets.push(`(${termSetSql(await lexemesOf(pool, term), values)})`);
  const expression = parsed.kind === 'exclusion' ? sets.join(' - ') : sets.join(' | ');
  const result = await pool.query<{ total: number }>(`SELECT icount(${expression}) AS total`, values);
  return result.rows[0]?.total ?? 0;
}
