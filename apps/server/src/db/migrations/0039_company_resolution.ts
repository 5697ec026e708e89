/**
 * Company resolution and the merge screen (issue #32 points 1 and 2; docs/decisions.md 'Company resolution'):
 * - company_aliases: other name keys and web domains a company is known by (filled by merges, read by the matcher);
 * - company_match_candidates: pairs the matcher found alike but not alike enough to join (similar names, the same
 *   name with another domain, the same domain with another name), waiting for provider staff;
 * - company_merges: every merge with what it moved and removed, so that a wrong merge can be split back;
 * - an index on the first word of `companies.name_key`, the block in which a batch's near matches are looked for;
 * - name keys recomputed with the fuller list of legal forms.
 */
import { type Kysely, sql } from 'kysely';
import { companyNameKey } from '../../importers/company-matcher.ts';

const KEY_BATCH = 5000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE company_aliases (
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('name', 'domain')),
      value text NOT NULL CHECK (length(value) BETWEEN 1 AND 300),
      merge_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, value, company_id)
    );
    CREATE INDEX company_aliases_company ON company_aliases (company_id);

    CREATE TABLE company_match_candidates (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      other_company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('similar-name', 'same-name-other-domain', 'same-domain-other-name')),
      similarity real NOT NULL CHECK (similarity BETWEEN 0 AND 1),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'merged', 'dismissed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by uuid,
      CHECK (company_id < other_company_id),
      UNIQUE (company_id, other_company_id)
    );
    CREATE INDEX company_match_candidates_open ON company_match_candidates (created_at DESC, id DESC)
      WHERE status = 'open';
    CREATE INDEX company_match_candidates_other ON company_match_candidates (other_company_id);

    CREATE TABLE company_merges (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kept_company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      merged_company_id bigint NOT NULL,
      merged_company_name text NOT NULL,
      candidate_id bigint REFERENCES company_match_candidates (id) ON DELETE SET NULL,
      merged_company jsonb NOT NULL,
      moved jsonb NOT NULL,
      removed jsonb NOT NULL,
      merged_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      split_at timestamptz,
      split_by uuid
    );
    CREATE INDEX company_merges_recent ON company_merges (created_at DESC, id DESC);

    CREATE INDEX companies_name_first_word ON companies (split_part(name_key, ' ', 1), id);
  `.execute(db);
  await recomputeNameKeys(db);
}

/** Name keys of existing companies under the fuller legal-form list, a batch of ids at a time. */
async function recomputeNameKeys(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: string; name: string; name_key: string }>`
      SELECT id, name, name_key FROM companies WHERE id > ${after} ORDER BY id LIMIT ${KEY_BATCH}`.execute(db);
    if (rows.length === 0) return;
    after = Number(rows.at(-1)?.id);
    const changed = rows
      .map((row) => ({ id: Number(row.id), key: companyNameKey(row.name), old: row.name_key }))
      .filter((row) => row.key !== row.old);
    if (changed.length > 0) {
      await sql`UPDATE companies c SET name_key = r.key
        FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS r(id bigint, key text) WHERE c.id = r.id`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX companies_name_first_word;
    DROP TABLE company_merges;
    DROP TABLE company_match_candidates;
    DROP TABLE company_aliases;
  `.execute(db);
}
