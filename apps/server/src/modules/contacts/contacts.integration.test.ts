/**
 * GET /companycontacts and GET /verifyEmail through HTTP (outreach-integrations-admin §2 'Contact Search
 * screen', verification display, §6 limited view, §7): filters, visibility per status, counts, the verifier.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PERMISSIONS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import type { ResolveMx } from './email-verifier.ts';

const MX_ANSWERS: Record<string, Awaited<ReturnType<ResolveMx>> | string> = {
  'acme.example': [{ exchange: 'mx.acme.example', priority: 10 }],
  'nomail.example': 'ENODATA',
  'broken.example': 'ESERVFAIL',
};
const resolveMx: ResolveMx = async (domain) => {
  const answer = MX_ANSWERS[domain] ?? 'ENOTFOUND';
  if (typeof answer === 'string') throw Object.assign(new Error(answer), { code: answer });
  return answer;
};

let context: TestContext;
let user: TestUser;
let acme: number;
let ids: Record<string, number>;

async function get(url: string, options: { permissions?: string[]; who?: TestUser; on?: TestContext } = {}) {
  const on = options.on ?? context;
  const token = await mintAccessToken(
    on,
    options.who ?? user,
    options.permissions ? { permissions: options.permissions } : {},
  );
  return on.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
}

async function setCluster(contactId: number, cluster: string) {
  const row = await context.db
    .selectFrom('positionClusters')
    .select('id')
    .where('name', '=', cluster)
    .executeTakeFirstOrThrow();
  await context.db.updateTable('contacts').set({ positionClusterId: row.id }).where('id', '=', contactId).execute();
}

beforeAll(async () => {
  context = await createTestApp({}, { resolveMx });
  user = await createUser(context.db);
  acme = await insertCompany(context.db, { name: 'Acme Health', employeeRange: '51-200' });
  const globex = await insertCompany(context.db, { name: 'Globex', employeeRange: '10,001+' });
  await context.db.updateTable('companies').set({ city: 'Austin', state: 'TX' }).where('id', '=', acme).execute();
  ids = {
    valid: await insertContact(context.db, {
      companyId: acme,
      firstName: 'Vera',
      lastName: 'Valid',
      position: 'HR Director',
      email: 'vera@acme.example',
      emailStatus: 'valid',
      phoneNumber: '+1 512 555 0101',
      phoneNumberStatus: 'Verified - Answered',
    }),
    invalid: await insertContact(context.db, {
      companyId: acme,
      firstName: 'Ivan',
      lastName: 'Invalid',
      email: 'ivan@acme.example',
      emailStatus: 'invalid',
      phoneNumber: '+1 512 555 0102',
      phoneNumberStatus: 'Wrong Phone Number',
      officePhone: '+1 512 555 0199',
      officePhoneStatus: 'Valid Number - Mismatch',
    }),
    unknown: await insertContact(context.db, {
      companyId: acme,
      firstName: 'Una',
      lastName: 'Unknown',
      email: 'una@acme.example',
      emailStatus: 'unknown',
    }),
    plain: await insertContact(context.db, {
      companyId: globex,
      firstName: 'Pat',
      lastName: 'Plain',
      email: 'pat@globex.example',
    }),
    primary: await insertContact(context.db, {
      companyId: globex,
      firstName: 'Prim',
      lastName: 'Ary',
      email: 'prim@globex.example',
      emailStatus: 'invalid',
    }),
  };
  await setCluster(ids.valid as number, 'HR');
  const lead = await insertLead(context.db, { title: 'Engineer', companyId: globex, companyName: 'Globex' });
  await context.db.updateTable('leads').set({ primaryContactId: ids.primary }).where('id', '=', lead).execute();
});
afterAll(() => context?.close());

const names = (response: { json(): { hits: { lastName: string }[] } }) =>
  response.json().hits.map((hit) => hit.lastName);

describe('contact search filters', () => {
  it('filters by name, position category, company, location, e-mail and company size', async () => {
    expect(names(await get('/companycontacts?contactName=vera%20va'))).toEqual(['Valid']);
    expect(names(await get('/companycontacts?contactPosition=HR'))).toEqual(['Valid']);
    expect((await get('/companycontacts?contactPosition=Uncategorized')).json().found).toBe(4);
    expect((await get('/companycontacts?contactPosition=HR&contactPosition=Uncategorized')).json().found).toBe(5);
    expect(names(await get('/companycontacts?companyName=glob'))).toEqual(['Ary', 'Plain']);
    expect((await get('/companycontacts?location=Austin%2C%20TX')).json().found).toBe(3);
    expect((await get('/companycontacts?location=tx')).json().found).toBe(3);
    expect(names(await get('/companycontacts?email=pat%40'))).toEqual(['Plain']);
    expect((await get(`/companycontacts?EmployeeRange=${encodeURIComponent('10,001+*1-10')}`)).json().found).toBe(2);
    const all = await get('/companycontacts?contactName=&companyName=');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ found: 5 });
    expect(all.json().hits[0]).toMatchObject({
      company: { name: 'Globex' },
      callListIds: [],
      interactions: [],
      lastContact: null,
    });
  });

  it('places a contact where it says it is, else where its company is, and follows the company when it moves', async () => {
    const own = await insertContact(context.db, { companyId: acme, firstName: 'Dana', lastName: 'Dallas' });
    await context.db.updateTable('contacts').set({ city: 'Dallas', state: 'TX' }).where('id', '=', own).execute();
    const located = async (location: string) =>
      names(await get(`/companycontacts?location=${encodeURIComponent(location)}`)).sort();
    try {
      expect(await located('Dallas, TX')).toEqual(['Dallas']);
      expect(await located('Austin, TX')).toEqual(['Invalid', 'Unknown', 'Valid']);
      await context.db.updateTable('companies').set({ city: 'Boston', state: 'MA' }).where('id', '=', acme).execute();
      expect(await located('Boston, MA')).toEqual(['Invalid', 'Unknown', 'Valid']);
      expect(await located('MA')).toEqual(['Invalid', 'Unknown', 'Valid']);
      expect(await located('Austin, TX')).toEqual([]);
      expect(await located('Dallas')).toEqual(['Dallas']);
    } finally {
      await context.db.updateTable('companies').set({ city: 'Austin', state: 'TX' }).where('id', '=', acme).execute();
      await context.db.deleteFrom('contacts').where('id', '=', own).execute();
    }
  });

  it('answers 400 for bad filters and 403 without lead access', async () => {
    for (const query of [
      'contactPosition=Nope',
      'EmployeeRange=huge',
      'count=101',
      'offset=-1',
      'callListId=-2',
      'callListId=0',
      `contactName=${'x'.repeat(201)}`,
    ]) {
      expect((await get(`/companycontacts?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/companycontacts', { permissions: [PERMISSIONS.readMe] })).statusCode).toBe(403);
    expect((await get('/companycontacts?callListId=999999')).statusCode).toBe(404);
  });
});

describe('visibility by verification status', () => {
  it('sends shown values, leaves hidden ones out, and keeps every value of a primary contact', async () => {
    const hits = (await get('/companycontacts')).json().hits as Record<string, unknown>[];
    const byName = Object.fromEntries(hits.map((hit) => [hit.lastName, hit]));
    expect(byName.Valid).toMatchObject({
      email: 'vera@acme.example',
      emailStatus: 'valid',
      phoneNumber: '+1 512 555 0101',
      category: 'HR',
    });
    expect(byName.Invalid).toMatchObject({
      email: null,
      emailStatus: 'invalid',
      phoneNumber: null,
      officePhone: null,
      category: null,
    });
    expect(byName.Unknown).toMatchObject({ email: null, emailStatus: 'unknown' });
    expect(byName.Plain).toMatchObject({ email: 'pat@globex.example', emailStatus: null });
    expect(byName.Ary).toMatchObject({ email: 'prim@globex.example', emailStatus: 'invalid', isPrimary: true });
    expect(JSON.stringify(hits)).not.toContain('ivan@acme.example');
  });
});

describe("the company's primary contact (issue #30)", () => {
  it('is the contact named on its newest lead: one per company, the others neither marked nor shown in full', async () => {
    const initech = await insertCompany(context.db, { name: 'Initech' });
    const older = await insertContact(context.db, {
      companyId: initech,
      firstName: 'Olga',
      lastName: 'Older',
      email: 'olga@initech.example',
      emailStatus: 'invalid',
    });
    const newer = await insertContact(context.db, {
      companyId: initech,
      firstName: 'Nina',
      lastName: 'Newer',
      email: 'nina@initech.example',
      emailStatus: 'invalid',
    });
    const day = 86_400_000;
    for (const [contactId, postedAt] of [
      [older, new Date(Date.now() - 30 * day)],
      [newer, new Date(Date.now() - 2 * day)],
      [older, new Date(Date.now() - 60 * day)],
    ] as const) {
      const lead = await insertLead(context.db, {
        title: 'Analyst',
        companyId: initech,
        companyName: 'Initech',
        postedAt,
      });
      await context.db.updateTable('leads').set({ primaryContactId: contactId }).where('id', '=', lead).execute();
    }
    try {
      const hits = (await get('/companycontacts?companyName=initech')).json().hits as Record<string, unknown>[];
      const byName = Object.fromEntries(hits.map((hit) => [hit.lastName, hit]));
      expect(byName.Newer).toMatchObject({ isPrimary: true, email: 'nina@initech.example' });
      // Primary of two older leads, but not the company's primary: no chip, and its invalid e-mail stays hidden.
      expect(byName.Older).toMatchObject({ isPrimary: false, email: null, emailStatus: 'invalid' });
    } finally {
      await context.db.deleteFrom('leads').where('companyId', '=', initech).execute();
      await context.db.deleteFrom('contacts').where('companyId', '=', initech).execute();
      await context.db.deleteFrom('companies').where('id', '=', initech).execute();
    }
  });
});

describe('limited view', () => {
  it('shows at most 25 rows and the true total as overallTotal without read:contacts', async () => {
    const big = await insertCompany(context.db, { name: 'Bigcorp' });
    for (let index = 0; index < 27; index += 1) {
      await insertContact(context.db, {
        companyId: big,
        firstName: `F${index}`,
        lastName: `Big${String(index).padStart(2, '0')}`,
      });
    }
    const limitedPermissions = [PERMISSIONS.readAnyLeads, PERMISSIONS.readLeads, PERMISSIONS.readMe];
    const limited = await get('/companycontacts?companyName=bigcorp&count=50', { permissions: limitedPermissions });
    expect(limited.json()).toMatchObject({ found: 25, overallTotal: 27 });
    expect(limited.json().hits).toHaveLength(25);
    const past = await get('/companycontacts?companyName=bigcorp&offset=25', { permissions: limitedPermissions });
    expect(past.json().hits).toHaveLength(0);
    const full = await get('/companycontacts?companyName=bigcorp&count=50');
    expect(full.json().found).toBe(27);
    expect(full.json().overallTotal).toBeUndefined();
  });
});

describe('GET /verifyEmail', () => {
  it('scores from syntax, disposable and role lists and the domain’s MX records', async () => {
    const score = async (email: string) => (await get(`/verifyEmail?email=${encodeURIComponent(email)}`)).json().data;
    expect(await score('vera@acme.example')).toMatchObject({ score: 0.9, result: 'deliverable' });
    expect(await score('info@acme.example')).toMatchObject({ score: 0.6, result: 'risky' });
    expect(await score('someone@mailinator.com')).toMatchObject({ result: 'undeliverable' });
    expect(await score('x@nomail.example')).toMatchObject({ score: 0.1, result: 'undeliverable' });
    expect(await score('x@nowhere.example')).toMatchObject({ result: 'undeliverable' });
    expect(await score('x@broken.example')).toMatchObject({ score: 0.5, result: 'unknown' });
    const malformed = await get('/verifyEmail?email=not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect((await get('/verifyEmail')).statusCode).toBe(400);
  });

  it('hands the check to a Kickbox-compatible verifier when one is configured', async () => {
    const seen: string[] = [];
    const emulator: Server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      seen.push(`${url.pathname}?apikey=${url.searchParams.get('apikey')}`);
      response.setHeader('content-type', 'application/json');
      if (url.searchParams.get('apikey') !== 'key-1' || url.searchParams.get('email')?.startsWith('refuse')) {
        response.statusCode = 403;
        response.end(JSON.stringify({ success: false, message: 'Invalid API key' }));
        return;
      }
      const email = url.searchParams.get('email');
      response.end(
        JSON.stringify({
          result: email?.startsWith('bad') ? 'undeliverable' : 'deliverable',
          reason: 'accepted_email',
          sendex: email?.startsWith('bad') ? 0.2 : 0.85,
          success: true,
        }),
      );
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
    const remote = await createTestApp({ EMAIL_VERIFIER_URL: url, EMAIL_VERIFIER_KEY: 'key-1' });
    try {
      const remoteUser = await createUser(remote.db);
      const good = await get('/verifyEmail?email=ann%40corp.example', { on: remote, who: remoteUser });
      expect(good.json().data).toEqual({ score: 0.85, result: 'deliverable', reason: 'accepted_email' });
      const bad = await get('/verifyEmail?email=bad%40corp.example', { on: remote, who: remoteUser });
      expect(bad.json().data).toMatchObject({ score: 0.2, result: 'undeliverable' });
      expect(seen[0]).toBe('/v2/verify?apikey=key-1');
      const refused = await get('/verifyEmail?email=refuse%40corp.example', { on: remote, who: remoteUser });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe('Invalid API key');
    } finally {
      await remote.close();
      emulator.close();
    }
  });
});
