/**
 * The agency's CRM records (issue #32 points 4, 7, 8): the pull against the Bullhorn and HubSpot emulators (paging,
 * incremental by modified date, a 429 waited out, a hostile record skipped, a garbage page logged and nothing
 * half-written), matching to our companies, the chip on lead search and detail, the 'in my CRM' filter, the
 * company's CRM contacts, and one organisation's records never reaching another.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import type { TestUser } from '../../../test/helpers/test-app.ts';
import {
  browserSession,
  createIntegrationActors,
  createIntegrationWorld,
  type IntegrationWorld,
  type Session,
  saveBullhornSettings,
  signIn,
} from '../integrations/integration-fixtures.ts';

let world: IntegrationWorld;
let admin: TestUser;
let adminSession: Session;
let memberSession: Session;
let strangerSession: Session;
let initechId: number;
let hooliId: number;
let initechLead: number;
let otherLead: number;
let hooliLead: number;

const DAY = 86_400_000;
const base = Date.UTC(2026, 10, 1);

function corporation(id: number, name: string, modified: number, extra: Record<string, unknown> = {}) {
  world.bullhorn.state.corporations.set(id, {
    id,
    name,
    dateLastModified: modified,
    status: 'Active Account',
    ...extra,
  });
}

beforeAll(async () => {
  world = await createIntegrationWorld();
  const actors = await createIntegrationActors(world.context, 'Crm Probe Agency');
  admin = actors.admin;
  adminSession = actors.adminSession;
  memberSession = actors.memberSession;
  strangerSession = await browserSession(world.context, actors.stranger);
  initechId = await insertCompany(world.context.db, { name: 'Initech' });
  hooliId = await insertCompany(world.context.db, { name: 'Hooli' });
  const other = await insertCompany(world.context.db, { name: 'Vandelay Industries' });
  initechLead = await insertLead(world.context.db, {
    title: 'Crmprobe Engineer',
    companyId: initechId,
    companyName: 'Initech',
  });
  hooliLead = await insertLead(world.context.db, {
    title: 'Crmprobe Analyst',
    companyId: hooliId,
    companyName: 'Hooli',
  });
  otherLead = await insertLead(world.context.db, {
    title: 'Crmprobe Importer',
    companyId: other,
    companyName: 'Vandelay Industries',
  });
  expect((await saveBullhornSettings(adminSession, world.bullhorn.url)).statusCode).toBe(200);
  expect((await signIn(adminSession, 'bullhorn')).statusCode).toBe(200);
  expect((await signIn(adminSession, 'hubspot')).statusCode).toBe(200);
});
afterAll(() => world?.close());
beforeEach(() => {
  world.bullhorn.clearFaults();
  world.hubspot.clearFaults();
});

const corporationPages = () => world.bullhorn.calls.filter((call) => call.endsWith('/query/ClientCorporation')).length;

async function storedCompany(crmId: string, kind = 1) {
  return world.context.db
    .selectFrom('crmCompanies')
    .selectAll()
    .where('orgId', '=', admin.orgId)
    .where('kind', '=', kind)
    .where('crmId', '=', crmId)
    .executeTakeFirst();
}

describe('Bullhorn pull', () => {
  it('pages through every client corporation, matches ours, skips a hostile record and waits out a 429', async () => {
    corporation(5001, 'Initech, Inc.', base, {
      companyURL: 'https://www.initech.example',
      owners: { total: 1, data: [{ id: 11, firstName: 'Rita', lastName: 'Recruiter' }] },
    });
    for (let index = 0; index < 230; index += 1) corporation(6000 + index, `Filler Client ${index}`, base + index);
    // Hostile: markup is only text, but a name of control characters and a 5,000-character status do not fit.
    corporation(5002, '\u0000\u0007Evil', base + 1);
    corporation(5003, 'Overflow Ltd', base + 2, { status: 'x'.repeat(5000) });
    world.bullhorn.state.contacts.set(7001, {
      id: 7001,
      firstName: 'Peter',
      lastName: 'Gibbons',
      occupation: 'Programmer',
      email: 'Peter@Initech.example',
      clientCorporation: { id: 5001 },
      dateLastVisit: base + 5 * DAY,
      dateLastModified: base,
    });
    world.bullhorn.state.contacts.set(7002, {
      id: 7002,
      firstName: 'Bill',
      lastName: 'Lumbergh',
      clientCorporation: { id: 5001 },
      dateLastModified: base + 1,
    });
    world.bullhorn.fail({ match: /query\/ClientContact$/, times: 1, status: 429, body: { errorMessage: 'Slow down' } });
    const before = corporationPages();
    const contactCalls = () => world.bullhorn.calls.filter((call) => call.endsWith('/query/ClientContact')).length;

    const answer = await adminSession('POST', '/crm-records/bullhorn/sync');

    expect(answer.statusCode).toBe(200);
    expect(corporationPages() - before).toBe(3);
    // The 429 and its retry.
    expect(contactCalls()).toBe(2);
    expect(answer.json()).toMatchObject({
      provider: 'bullhorn',
      connected: true,
      companies: 231,
      matchedCompanies: 1,
      contacts: 2,
      skipped: 2,
    });
    expect(answer.json().lastProblem).toMatch(/2 records could not be read/);
    expect(await storedCompany('5002')).toBeUndefined();
    const initech = await storedCompany('5001');
    expect(initech).toMatchObject({
      matchedCompanyId: initechId,
      ownerName: 'Rita Recruiter',
      domain: 'initech.example',
    });
    expect(initech?.lastActivityAt?.getTime()).toBe(base + 5 * DAY);
  });

  it('pulls only what changed since the cursor', async () => {
    // Changed in Bullhorn after the last pull: read again. Renamed without a newer date: not read.
    corporation(6001, 'Filler Client Renamed', base + 10 * DAY);
    corporation(6002, 'Not Read Again', base + 2);
    const before = corporationPages();
    const answer = await adminSession('POST', '/crm-records/bullhorn/sync');
    expect(answer.statusCode).toBe(200);
    expect(corporationPages() - before).toBe(1);
    expect((await storedCompany('6001'))?.name).toBe('Filler Client Renamed');
    expect((await storedCompany('6002'))?.name).toBe('Filler Client 2');
  });

  it('logs a garbage page on the connection and writes nothing of it', async () => {
    corporation(5009, 'Hooli', base + 20 * DAY);
    world.bullhorn.fail({ match: /query\/ClientCorporation$/, times: 1, status: 200, body: { data: 'not a list' } });
    const answer = await adminSession('POST', '/crm-records/bullhorn/sync');
    expect(answer.statusCode).toBe(502);
    expect(await storedCompany('5009')).toBeUndefined();
    const status = (await adminSession('GET', '/crm-records/status')).json();
    expect(status.find((row: { provider: string }) => row.provider === 'bullhorn').lastProblem).toBe(
      'Bullhorn sent an answer that could not be read',
    );
    world.bullhorn.state.corporations.delete(5009);
  });

  it('is for company admins only', async () => {
    expect((await memberSession('POST', '/crm-records/bullhorn/sync')).statusCode).toBe(403);
    expect((await memberSession('GET', '/crm-records/status')).statusCode).toBe(403);
    expect((await adminSession('POST', '/crm-records/salesforce/sync')).statusCode).toBe(400);
  });
});

describe('HubSpot pull', () => {
  it('pages the search endpoint, names the owner and matches by name', async () => {
    const at = (ms: number) => new Date(ms).toISOString();
    const company = (id: string, properties: Record<string, string | null>) =>
      world.hubspot.state.companies.set(id, { id, properties, createdAt: at(base) });
    company('900', {
      name: 'Hooli',
      domain: 'hooli.example',
      hubspot_owner_id: '7001',
      lifecyclestage: 'customer',
      notes_last_updated: at(base + 3 * DAY),
      hs_lastmodifieddate: at(base),
    });
    for (let index = 0; index < 120; index += 1) {
      company(String(1000 + index), { name: `Prospect ${index}`, hs_lastmodifieddate: at(base + index) });
    }
    company('901', { name: 'x'.repeat(400), hs_lastmodifieddate: at(base) });
    world.hubspot.state.contacts.set('950', {
      id: '950',
      properties: {
        firstname: 'Gavin',
        lastname: 'Belson',
        email: 'gavin@hooli.example',
        associatedcompanyid: '900',
        lastmodifieddate: at(base),
      },
      createdAt: at(base),
    });
    const searches = () => world.hubspot.calls.filter((call) => call.endsWith('/companies/search')).length;
    const before = searches();
    const answer = await adminSession('POST', '/crm-records/hubspot/sync');
    expect(answer.statusCode).toBe(200);
    expect(searches() - before).toBe(2);
    expect(answer.json()).toMatchObject({ companies: 121, matchedCompanies: 1, contacts: 1, skipped: 1 });
    expect(await storedCompany('900', 0)).toMatchObject({
      matchedCompanyId: hooliId,
      ownerName: 'Olive Owner',
      status: 'customer',
    });
  });
});

describe('leads, detail and company', () => {
  it("shows the chip on lead rows and lead detail, and filters 'in my CRM' / 'not in my CRM'", async () => {
    const all = await memberSession('GET', '/leads?jobTitle=Crmprobe');
    const hits = all.json().hits as { id: number; crm: { provider: string; owner: string } | null }[];
    expect(hits.find((hit) => hit.id === initechLead)?.crm).toMatchObject({
      provider: 'bullhorn',
      owner: 'Rita Recruiter',
      status: 'Active Account',
    });
    expect(hits.find((hit) => hit.id === hooliLead)?.crm).toMatchObject({ provider: 'hubspot', owner: 'Olive Owner' });
    expect(hits.find((hit) => hit.id === otherLead)?.crm).toBeNull();

    const inCrm = await memberSession('GET', '/leads?jobTitle=Crmprobe&crm=in&getTotal=true');
    expect(
      inCrm
        .json()
        .hits.map((hit: { id: number }) => hit.id)
        .sort(),
    ).toEqual([initechLead, hooliLead].sort());
    expect(inCrm.json().found).toBe(2);
    const outCrm = await memberSession('GET', '/leads?jobTitle=Crmprobe&crm=out&getTotal=true');
    expect(outCrm.json().hits.map((hit: { id: number }) => hit.id)).toEqual([otherLead]);
    expect((await memberSession('GET', '/leads?crm=maybe')).statusCode).toBe(400);

    const detail = await memberSession('GET', `/leads/${initechLead}`);
    expect(detail.json().crm).toMatchObject({ provider: 'bullhorn', crmId: '5001' });
  });

  it("lists the company's CRM contacts, read-only, with their source", async () => {
    const answer = await memberSession('GET', `/crm-records/companies/${initechId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().records).toHaveLength(1);
    expect(answer.json().contacts).toEqual([
      expect.objectContaining({ provider: 'bullhorn', lastName: 'Gibbons', email: 'peter@initech.example' }),
      expect.objectContaining({ provider: 'bullhorn', lastName: 'Lumbergh' }),
    ]);
    expect((await memberSession('GET', '/crm-records/companies/99999999')).statusCode).toBe(404);
    expect((await memberSession('GET', '/crm-records/companies/abc')).statusCode).toBe(400);
  });

  it("never shows one organisation's CRM records to another", async () => {
    const theirs = await strangerSession('GET', `/crm-records/companies/${initechId}`);
    expect(theirs.json()).toEqual({ records: [], contacts: [] });
    const search = await strangerSession('GET', '/leads?jobTitle=Crmprobe&crm=in&getTotal=true');
    expect(search.json().hits).toEqual([]);
    const rows = await strangerSession('GET', '/leads?jobTitle=Crmprobe');
    expect(rows.json().hits.every((hit: { crm: unknown }) => hit.crm === null)).toBe(true);
    expect((await strangerSession('GET', `/leads/${initechLead}`)).json().crm).toBeNull();
  });

  it('pushes a contact of a matched company under the pulled client corporation, not a duplicate', async () => {
    const contactId = await insertContact(world.context.db, {
      companyId: initechId,
      firstName: 'Milton',
      lastName: 'Waddams',
      email: 'milton@initech.example',
    });
    const corporations = world.bullhorn.state.corporations.size;
    const pushed = await memberSession('POST', `/integrations/bullhorn/addContact?contactId=${contactId}`);
    expect(pushed.statusCode, pushed.body).toBe(201);
    const created = world.bullhorn.state.contacts.get(Number(pushed.json().crmId));
    expect(created?.clientCorporation).toEqual({ id: 5001 });
    expect(world.bullhorn.state.corporations.size).toBe(corporations);
  });

  it('forgets the records when the CRM is disconnected', async () => {
    expect((await adminSession('POST', '/integrations/hubspot/disconnect')).statusCode).toBe(200);
    const left = await world.context.db
      .selectFrom('crmCompanies')
      .select('kind')
      .distinct()
      .where('orgId', '=', admin.orgId)
      .execute();
    expect(left).toEqual([{ kind: 1 }]);
  });
});
