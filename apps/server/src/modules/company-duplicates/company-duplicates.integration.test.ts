/**
 * Company resolution and the duplicates screen's API (issue #32 points 1 and 2; #31 point 6): an imported row
 * naming a company we have joins it; a near match is queued, not merged; staff merge a pair with every kind of
 * linked row and split it back from the log; agency users are refused; every company-id column is handled.
 */
import { MERGE_ROW_KINDS, ROLES } from '@agencyscout/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importFeed, type Scratch, scratchDir } from '../../../test/helpers/import-fixtures.ts';
import { insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { MERGE_HANDLED_COLUMNS } from './merge-repository.ts';

let context: TestContext;
let scratch: Scratch;
let staff: TestUser;
let agencyAdmin: TestUser;
let teammate: TestUser;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, body?: unknown, user = staff) =>
  callApi(context, user, { method, url, body });

const MAPPING = {
  columns: { title: 'Title', company: 'Company', companyUrl: 'Website', location: 'Location', sourceId: 'Id' },
};

async function importCompanies(rows: readonly [string, string, string][]): Promise<void> {
  const content = csv([
    ['Id', 'Title', 'Company', 'Website', 'Location'],
    ...rows.map(([id, company, website]) => [id, 'Data Engineer', company, website, 'Austin, TX']),
  ]);
  const { summary } = await importFeed(
    context.db,
    scratch,
    { name: `companies-${rows[0]?.[0]}.csv`, content },
    MAPPING,
  );
  expect(summary.rejectedTotal, JSON.stringify(summary.rejected)).toBe(0);
}

async function companiesNamed(nameKey: string) {
  return context.db.selectFrom('companies').selectAll().where('nameKey', 'like', `${nameKey}%`).orderBy('id').execute();
}

async function pairOf(a: number, b: number) {
  return context.db
    .selectFrom('companyMatchCandidates')
    .selectAll()
    .where('companyId', '=', Math.min(a, b))
    .where('otherCompanyId', '=', Math.max(a, b))
    .executeTakeFirst();
}

beforeAll(async () => {
  context = await createTestApp();
  scratch = scratchDir();
  staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
  agencyAdmin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
  teammate = await createUser(context.db, { plan: 'agency', role: ROLES.MEMBER, orgId: agencyAdmin.orgId });
});
afterAll(async () => {
  await context?.close();
  scratch?.remove();
});

describe('company resolution in imports', () => {
  it('a row naming a company we have links to it; a near name is queued for review, not merged', async () => {
    await importCompanies([['r1', 'Sterling Data Labs, Inc.', '']]);
    await importCompanies([
      ['r2', 'Sterling Data Labs', ''],
      ['r3', 'STERLING DATA LABS LLC', 'https://www.sterlingdatalabs.com/careers'],
    ]);
    const [company, ...others] = await companiesNamed('sterling data lab');
    expect(others).toEqual([]);
    expect(company).toMatchObject({ name: 'Sterling Data Labs, Inc.', domain: 'sterlingdatalabs.com' });
    const leads = await context.db.selectFrom('leads').select('companyId').where('companyName', 'like', 'S%').execute();
    expect(new Set(leads.map((lead) => Number(lead.companyId)))).toEqual(new Set([Number(company?.id)]));

    await importCompanies([['r4', 'Sterling Data Lab', '']]);
    const [first, near] = await companiesNamed('sterling data lab');
    expect(near?.name).toBe('Sterling Data Lab');
    expect(await pairOf(Number(first?.id), Number(near?.id))).toMatchObject({ reason: 'similar-name', status: 'open' });
  });

  it('the same name under another website stays apart and is queued; an unrelated name is not', async () => {
    await importCompanies([['d1', 'Orchard Health Partners', 'orchardhealth.com']]);
    await importCompanies([
      ['d2', 'Orchard Health Partners', 'orchard-health.co.uk'],
      ['d3', 'Quarry Lane Bakery', ''],
    ]);
    const orchards = await companiesNamed('orchard health partners');
    expect(orchards.map((company) => company.domain)).toEqual(['orchardhealth.com', 'orchard-health.co.uk']);
    expect(await pairOf(Number(orchards[0]?.id), Number(orchards[1]?.id))).toMatchObject({
      reason: 'same-name-other-domain',
    });
    const [bakery] = await companiesNamed('quarry lane bakery');
    const queued = await context.db
      .selectFrom('companyMatchCandidates')
      .select('id')
      .where((where) =>
        where.or([where('companyId', '=', Number(bakery?.id)), where('otherCompanyId', '=', Number(bakery?.id))]),
      )
      .execute();
    expect(queued).toEqual([]);
  });
});

/** Two companies of one pair, the second with one row of every kind linked to it. */
async function linkedWorld() {
  const stamp = Date.now();
  const kept = await context.db
    .insertInto('companies')
    .values({ name: 'Harbor Point Logistics', nameKey: 'harbor point logistics', source: 'test', domain: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merged = await context.db
    .insertInto('companies')
    .values({
      name: 'Harbour Point Logistics Ltd',
      nameKey: 'harbour point logistics',
      source: 'test',
      domain: 'harbourpoint.example.org',
      phone: '(416) 555-0134',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keptId = Number(kept.id);
  const mergedId = Number(merged.id);
  const org = agencyAdmin.orgId;
  const leadId = await insertLead(context.db, {
    title: 'Dispatcher',
    companyId: mergedId,
    companyName: 'Harbour Point',
    leadType: 'OpenWeb',
  });
  const contactId = await insertContact(context.db, { companyId: mergedId, firstName: 'Jane', lastName: 'Doe' });
  await sql`
    INSERT INTO lead_favorites (org_id, user_id, lead_id) VALUES (${org}, ${agencyAdmin.userId}, ${leadId});
  `.execute(context.db);
  await sql`INSERT INTO contact_crms (org_id, contact_id, hubspot_id) VALUES (${org}, ${contactId}, 'hs-1')`.execute(
    context.db,
  );
  await sql`INSERT INTO contact_interactions (org_id, user_id, contact_id, interaction_type_id)
    VALUES (${org}, ${agencyAdmin.userId}, ${contactId}, 1)`.execute(context.db);
  const list = await sql<{
    id: number;
  }>`INSERT INTO call_lists (org_id, name) VALUES (${org}, 'Movers') RETURNING id`.execute(context.db);
  await sql`INSERT INTO call_list_contacts (call_list_id, org_id, contact_id)
    VALUES (${list.rows[0]?.id}, ${org}, ${contactId})`.execute(context.db);
  await sql`INSERT INTO agency_tips (company_id, company_name, discovered_at, source, source_id)
    VALUES (${mergedId}, 'Harbour Point', now(), 'test', ${`tip-${stamp}`})`.execute(context.db);
  await sql`INSERT INTO company_notes (org_id, user_id, company_id, notes)
    VALUES (${org}, ${agencyAdmin.userId}, ${mergedId}, 'Met their ops lead')`.execute(context.db);
  // The admin has both companies on the client list (a clash); the teammate only the merged one.
  await sql`INSERT INTO client_list_entries (org_id, user_id, company_id) VALUES
    (${org}, ${agencyAdmin.userId}, ${keptId}), (${org}, ${agencyAdmin.userId}, ${mergedId}),
    (${org}, ${teammate.userId}, ${mergedId})`.execute(context.db);
  await sql`INSERT INTO tip_deleted_lead_companies (company_id, deleted_at) VALUES (${mergedId}, now())`.execute(
    context.db,
  );
  await sql`INSERT INTO sources (kind, token, url, company_id)
    VALUES ('greenhouse', ${`harbour-${stamp}`}, ${`https://boards.greenhouse.io/harbour-${stamp}`}, ${mergedId})`.execute(
    context.db,
  );
  await sql`INSERT INTO company_aliases (company_id, kind, value) VALUES (${mergedId}, 'name', 'harbour pt logistics')`.execute(
    context.db,
  );
  await sql`INSERT INTO company_match_candidates (company_id, other_company_id, reason, similarity)
    VALUES (${keptId}, ${mergedId}, 'similar-name', 0.7)`.execute(context.db);
  // The agency's Bullhorn client company, matched to the merged company by a CRM pull.
  await sql`INSERT INTO crm_companies (org_id, kind, crm_id, name, matched_company_id)
    VALUES (${org}, 1, ${`bh-${stamp}`}, 'Harbour Point Logistics', ${mergedId})`.execute(context.db);
  const pair = await pairOf(keptId, mergedId);
  return { keptId, mergedId, pairId: Number(pair?.id) };
}

/** Where each kind of row of the merged company is now: company ids, by kind. */
async function linkedRows(ids: { keptId: number; mergedId: number }) {
  const both = [ids.keptId, ids.mergedId].map(String);
  const { rows } = await sql<Record<string, number[] | null>>`SELECT
      (SELECT array_agg(company_id ORDER BY company_id) FROM leads WHERE company_id = ANY(${both}::bigint[])) AS leads,
      (SELECT array_agg(company_id) FROM contacts WHERE company_id = ANY(${both}::bigint[])) AS contacts,
      (SELECT array_agg(company_id) FROM agency_tips WHERE company_id = ANY(${both}::bigint[])) AS tips,
      (SELECT array_agg(company_id) FROM company_notes WHERE company_id = ANY(${both}::bigint[])) AS notes,
      (SELECT array_agg(company_id ORDER BY company_id) FROM client_list_entries WHERE company_id = ANY(${both}::bigint[]))
        AS clients,
      (SELECT array_agg(company_id) FROM call_list_contacts WHERE company_id = ANY(${both}::bigint[])) AS calls,
      (SELECT array_agg(company_id) FROM tip_deleted_lead_companies WHERE company_id = ANY(${both}::bigint[])) AS marks,
      (SELECT array_agg(company_id) FROM sources WHERE company_id = ANY(${both}::bigint[])) AS sources,
      (SELECT array_agg(company_id) FROM company_aliases WHERE company_id = ANY(${both}::bigint[])
        AND value = 'harbour pt logistics') AS aliases,
      (SELECT array_agg(matched_company_id) FROM crm_companies WHERE matched_company_id = ANY(${both}::bigint[]))
        AS crm`.execute(context.db);
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, (value ?? []).map(Number)]));
}

describe('merging and splitting back', () => {
  it('previews, merges every kind of linked row into the kept company, and splits it back from the log', async () => {
    const ids = await linkedWorld();
    const { keptId, mergedId, pairId } = ids;
    const before = await linkedRows(ids);

    const listed = (await call('GET', '/admin/companies/duplicates')).json();
    const pair = listed.pairs.find((entry: { id: number }) => entry.id === pairId);
    expect(pair.companies.map((company: { name: string }) => company.name)).toEqual([
      'Harbor Point Logistics',
      'Harbour Point Logistics Ltd',
    ]);
    expect(pair.companies[1]).toMatchObject({
      domain: 'harbourpoint.example.org',
      city: 'Toronto',
      openwebLeadCount: 1,
    });

    const preview = await call('GET', `/admin/companies/duplicates/${pairId}/preview?keep=${keptId}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const moves = Object.fromEntries(
      preview.json().moves.map((move: { kind: string; count: number }) => [move.kind, move.count]),
    );
    expect(Object.keys(moves)).toEqual([...MERGE_ROW_KINDS]);
    expect(moves).toEqual({
      leads: 1,
      contacts: 1,
      agencyTips: 1,
      companyNotes: 1,
      clientListEntries: 1,
      favorites: 1,
      crmIds: 1,
      interactions: 1,
      callListEntries: 1,
      sources: 1,
      aliases: 1,
    });
    expect(preview.json().clashes.find((entry: { kind: string }) => entry.kind === 'clientListEntries').count).toBe(1);

    const merge = await call('POST', `/admin/companies/duplicates/${pairId}/merge`, { keepCompanyId: keptId });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(await context.db.selectFrom('companies').select('id').where('id', '=', mergedId).execute()).toEqual([]);
    const after = await linkedRows(ids);
    expect(after).toEqual({
      leads: [keptId],
      contacts: [keptId],
      tips: [keptId],
      notes: [keptId],
      clients: [keptId, keptId],
      calls: [keptId],
      marks: [keptId],
      sources: [keptId],
      aliases: [keptId],
      crm: [keptId],
    });
    const note = await context.db
      .selectFrom('companyNotes')
      .selectAll()
      .where('companyId', '=', keptId)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ orgId: agencyAdmin.orgId, userId: agencyAdmin.userId });
    const kept = await context.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', keptId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ phone: '(416) 555-0134', domain: 'harbourpoint.example.org', openwebLeadCount: 1 });
    // The merged name is now an alias: a new row under it joins the kept company.
    await importCompanies([['h1', 'Harbour Point Logistics', '']]);
    expect((await companiesNamed('harbour point logistics')).length).toBe(0);

    const log = (await call('GET', '/admin/companies/merges')).json();
    const entry = log.merges.find((row: { id: number }) => row.id === merge.json().mergeId);
    expect(entry).toMatchObject({ keptCompany: { id: keptId }, mergedCompany: { id: mergedId }, splitAt: null });

    const split = await call('POST', `/admin/companies/merges/${entry.id}/split`);
    expect(split.statusCode, split.body).toBe(200);
    // Everything moved returns; the lead imported under the alias after the merge stays with the kept company.
    expect(await linkedRows(ids)).toEqual({ ...before, leads: [keptId, mergedId] });
    const restored = await context.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', mergedId)
      .executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ name: 'Harbour Point Logistics Ltd', openwebLeadCount: 1 });
    const emptied = await context.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', keptId)
      .executeTakeFirstOrThrow();
    expect(emptied).toMatchObject({ phone: null, domain: null });
    expect(await pairOf(keptId, mergedId)).toMatchObject({ status: 'dismissed' });
    const again = await call('POST', `/admin/companies/merges/${entry.id}/split`);
    expect(again.statusCode).toBe(400);
  });

  it('dismisses a pair as not the same; a pair no longer open and a kept company outside it answer 400', async () => {
    const { keptId, pairId } = await linkedWorld();
    const outside = await call('GET', `/admin/companies/duplicates/${pairId}/preview?keep=${keptId + 1000}`);
    expect(outside.statusCode).toBe(400);
    expect((await call('POST', `/admin/companies/duplicates/${pairId}/dismiss`)).statusCode).toBe(200);
    expect((await call('POST', `/admin/companies/duplicates/${pairId}/dismiss`)).statusCode).toBe(400);
    const merge = await call('POST', `/admin/companies/duplicates/${pairId}/merge`, { keepCompanyId: keptId });
    expect(merge.statusCode).toBe(400);
    expect((await call('POST', '/admin/companies/duplicates/999999999/dismiss')).statusCode).toBe(404);
  });

  it('refuses agency users on every route (403) and changes nothing', async () => {
    const { keptId, mergedId, pairId } = await linkedWorld();
    const routes: [Method, string, unknown?][] = [
      ['GET', '/admin/companies/duplicates'],
      ['GET', `/admin/companies/duplicates/${pairId}/preview?keep=${keptId}`],
      ['POST', `/admin/companies/duplicates/${pairId}/merge`, { keepCompanyId: keptId }],
      ['POST', `/admin/companies/duplicates/${pairId}/dismiss`],
      ['GET', '/admin/companies/merges'],
      ['POST', '/admin/companies/merges/1/split'],
    ];
    for (const [method, url, body] of routes) {
      for (const user of [agencyAdmin, teammate]) {
        expect((await call(method, url, body, user)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await pairOf(keptId, mergedId)).toMatchObject({ status: 'open' });
  });
});

describe('merge coverage', () => {
  it('handles every column that holds a company id (a new table with one must be added to the merge)', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT c.table_name || '.' || c.column_name AS name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.column_name LIKE '%company_id'
      UNION
      SELECT conrelid::regclass::text || '.' || a.attname FROM pg_constraint k
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)
      WHERE k.contype = 'f' AND k.confrelid = 'companies'::regclass`.execute(context.db);
    const names = rows.map((row) => row.name).filter((name) => !name.startsWith('company_merges.merged'));
    expect(names.filter((name) => !(name in MERGE_HANDLED_COLUMNS))).toEqual([]);
  });
});
