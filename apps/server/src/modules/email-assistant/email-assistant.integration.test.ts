/**
 * GET /api/v1/leads/generateEmail/{id}?information (prospecting-core §2.4, §3, §7, §8, §9): who may generate
 * for which lead, the template without an AI model, the model through the local OpenAI-compatible emulator
 * (answers, errors, timeouts), the request carrying only this lead's and this caller's data, and one e-mail
 * per user per UTC day — atomically, and never used up by a failure.
 */
import { EMAIL_ASSISTANT_TEXTS, extractPlaceholders, type GeneratedEmail } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/helpers/openai-emulator.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

const DAY = 86_400_000;
const ids = { nurse: 0, bare: 0, openWeb: 0, otherCompanyLead: 0 };

/** One company with a primary contact, an Agency lead and signals, a bare lead, and another company's lead. */
async function seedLeads(context: TestContext): Promise<void> {
  const db = context.db;
  const company = await insertCompany(db, { name: 'Acme Health', employeeRange: '1,001-5,000' });
  await db.updateTable('companies').set({ city: 'Chicago', state: 'IL' }).where('id', '=', company).execute();
  const lead = { companyId: company, companyName: 'Acme Health' };
  ids.nurse = await insertLead(db, {
    ...lead,
    title: 'Registered Nurse',
    city: 'Chicago',
    state: 'IL',
    employmentTypes: ['Contract'],
    hourlyPayMin: 45,
    minExperienceYears: 2,
    description: '<p>Care for patients &amp; families.</p>',
    postedAt: new Date(Date.now() - DAY),
  });
  await insertLead(db, { ...lead, title: 'Nurse Manager', postedAt: new Date(Date.now() - 2 * DAY) });
  ids.openWeb = await insertLead(db, { ...lead, title: 'Unit Clerk', leadType: 'OpenWeb' });
  const primary = await insertContact(db, {
    companyId: company,
    firstName: 'Dana',
    lastName: 'Diaz',
    position: 'Nurse Recruiter',
    email: 'dana.secret@acme.example',
  });
  await db.updateTable('leads').set({ primaryContactId: primary }).where('companyId', '=', company).execute();
  const bareCompany = await insertCompany(db, { name: 'Quiet Corp' });
  ids.bare = await insertLead(db, { title: 'Analyst', companyId: bareCompany, companyName: 'Quiet Corp' });
  await db.updateTable('leads').set({ companyId: null, companyName: null }).where('id', '=', ids.bare).execute();
  const globex = await insertCompany(db, { name: 'Globex Secret Labs' });
  ids.otherCompanyLead = await insertLead(db, { title: 'Plutonium Handler', companyId: globex, companyName: 'Globex' });
}

function generate(context: TestContext, user: TestUser, id: number | string, query = '') {
  return callApi(context, user, { method: 'GET', url: `/leads/generateEmail/${id}${query}` });
}

function emailOf(body: unknown): string {
  return (body as GeneratedEmail).choices[0]?.message.content ?? '';
}

describe('without an AI model (template)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
    await seedLeads(context);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('writes a usable e-mail from the lead, its contact, signals and the sender, with placeholders for the rest', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const sender = await context.db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.orgId')
      .select(['users.name', 'organizations.name as agency'])
      .where('users.id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const response = await generate(context, user, ids.nurse, '?information=Mention%20our%2048-hour%20shortlist.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ generatedBy: 'template', choices: [{ message: { role: 'assistant' } }] });
    const email = emailOf(response.json());
    expect(email).toMatch(/^Subject: Registered Nurse at Acme Health\n\nHi Dana,/);
    for (const fact of ['Chicago, IL', 'Nurse Manager', 'contract', '2+ years', sender.name, sender.agency]) {
      expect(email).toContain(fact);
    }
    expect(email).toContain('Mention our 48-hour shortlist.');
    expect(extractPlaceholders(email)).toEqual(['A recent placement of ours in a similar role', 'Your Phone Number']);
    expect(email).not.toContain('dana.secret');
  });

  it('uses placeholders for a lead without company or contact', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const response = await generate(context, user, ids.bare);
    expect(response.statusCode, response.body).toBe(200);
    expect(extractPlaceholders(emailOf(response.json()))).toEqual(
      expect.arrayContaining(['Company Name', "Hiring Manager's Name", 'Your Phone Number']),
    );
  });

  it('allows one e-mail per user per UTC day, with the spec message, and again the next day', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const teammate = await createUser(context.db, { plan: 'agency', orgId: user.orgId });
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
    const second = await generate(context, user, ids.openWeb);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      statusCode: 429,
      code: 'EMAIL_DAILY_LIMIT',
      message: 'Can only generate one email per day, please try again tomorrow.',
    });
    expect(EMAIL_ASSISTANT_TEXTS.dailyLimit).toBe(second.json().message);
    // The limit is the user's, not the organisation's.
    expect((await generate(context, teammate, ids.nurse)).statusCode).toBe(200);
    // Yesterday's generation does not count today.
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    await context.db
      .updateTable('emailGenerations')
      .set({ day: yesterday })
      .where('userId', '=', user.userId)
      .execute();
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
  });

  it('gives exactly one of two parallel requests the e-mail', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const answers = await Promise.all([generate(context, user, ids.nurse), generate(context, user, ids.nurse)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const rows = await context.db
      .selectFrom('emailGenerations')
      .selectAll()
      .where('userId', '=', user.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', generatedBy: 'template', leadId: ids.nurse });
  });

  it('answers 404 for a lead the caller may not open, and such a request uses nothing', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const openWeb = await createUser(context.db, { plan: 'openweb' });
    const trial = await createUser(context.db, { plan: 'trial' });
    for (const [caller, id] of [
      [user, 999_999_999],
      [user, 'abc'],
      [user, '0'],
      [user, '-1'],
      [user, '1e3'],
      [openWeb, ids.nurse],
      [trial, ids.nurse],
    ] as const) {
      const response = await generate(context, caller, id);
      expect(response.statusCode, `${id}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Lead not found' });
    }
    expect((await generate(context, openWeb, ids.openWeb)).statusCode).toBe(200);
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
  });

  it('refuses callers without lead access and bad information', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const noAccess = await callApi(context, user, {
      method: 'GET',
      url: `/leads/generateEmail/${ids.nurse}`,
      permissions: ['read:me'],
    });
    expect(noAccess.statusCode).toBe(403);
    const tooLong = await generate(context, user, ids.nurse, `?information=${'x'.repeat(1001)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('1000');
    expect((await generate(context, user, ids.nurse, '?information=a%00b')).statusCode).toBe(400);
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/v1/leads/generateEmail/${ids.nurse}` })).statusCode,
    ).toBe(401);
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
  });
});

describe('with an AI model (OpenAI-compatible emulator)', () => {
  let context: TestContext;
  let emulator: OpenAiEmulator;
  beforeAll(async () => {
    emulator = await startOpenAiEmulator();
    context = await createTestApp({
      OPENAI_API_KEY: emulator.apiKey,
      OPENAI_BASE_URL: emulator.baseUrl,
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_SECONDS: '0.5',
    });
    await seedLeads(context);
  });
  afterAll(async () => {
    await context?.close();
    await emulator?.close();
  });

  it("sends only this lead's and this caller's data, and answers the model's e-mail", async () => {
    const other = await createUser(context.db, { plan: 'agency' });
    await context.db
      .updateTable('organizations')
      .set({ name: 'Rival Staffing' })
      .where('id', '=', other.orgId)
      .execute();
    await context.db.updateTable('users').set({ name: 'Rita Rival' }).where('id', '=', other.userId).execute();
    const user = await createUser(context.db, { plan: 'agency' });
    await context.db.updateTable('organizations').set({ name: 'Bright Talent' }).where('id', '=', user.orgId).execute();
    await context.db.updateTable('users').set({ name: 'Sam Sender' }).where('id', '=', user.userId).execute();
    emulator.behaviour = { kind: 'answer', content: 'Subject: Hello\n\nHi [Contact Name], this is the model.' };
    const before = emulator.requests.length;

    const response = await generate(context, user, ids.nurse, '?information=We%20staff%20ICU%20nurses');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      generatedBy: 'model',
      choices: [{ message: { role: 'assistant', content: 'Subject: Hello\n\nHi [Contact Name], this is the model.' } }],
    });
    expect(emulator.requests.length).toBe(before + 1);
    const sent = emulator.requests.at(-1);
    expect(sent?.body.model).toBe('gpt-4o-mini');
    const prompt = JSON.stringify(sent?.body.messages);
    for (const fact of ['Registered Nurse', 'Acme Health', 'Dana', 'Nurse Manager', 'Sam Sender', 'Bright Talent']) {
      expect(prompt).toContain(fact);
    }
    expect(prompt).toContain('We staff ICU nurses');
    expect(prompt).toContain('Care for patients & families.');
    for (const foreign of ['Rival Staffing', 'Rita Rival', other.email, 'Globex', 'Plutonium', 'dana.secret', '<p>']) {
      expect(prompt).not.toContain(foreign);
    }
  });

  it.each([
    [500, 502, 'AI_UNAVAILABLE'],
    [429, 503, 'AI_UNAVAILABLE'],
  ])('a model error %i answers %i and does not use up the day', async (status, httpStatus, code) => {
    const user = await createUser(context.db, { plan: 'agency' });
    emulator.behaviour = { kind: 'error', status };
    const failed = await generate(context, user, ids.nurse);
    expect(failed.statusCode).toBe(httpStatus);
    expect(failed.json()).toMatchObject({ code });
    expect(failed.body).not.toContain(emulator.apiKey);
    emulator.behaviour = { kind: 'answer', content: 'Subject: Retry\n\nIt worked.' };
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(429);
  });

  it('a model that does not answer in time gives 504 and does not use up the day', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    emulator.behaviour = { kind: 'hang' };
    const startedAt = Date.now();
    const failed = await generate(context, user, ids.nurse);
    expect(failed.statusCode).toBe(504);
    expect(failed.json()).toMatchObject({ code: 'AI_TIMEOUT' });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(
      await context.db.selectFrom('emailGenerations').where('userId', '=', user.userId).selectAll().execute(),
    ).toEqual([]);
    emulator.behaviour = { kind: 'answer', content: 'Subject: In time\n\nDone.' };
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
  });

  it('of two parallel requests exactly one succeeds, and the model is asked once', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    emulator.behaviour = { kind: 'answer', content: 'Subject: Once\n\nOnly once.', delayMs: 150 };
    const before = emulator.requests.length;
    const answers = await Promise.all([generate(context, user, ids.nurse), generate(context, user, ids.nurse)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(emulator.requests.length).toBe(before + 1);
  });

  it('takes over a claim left pending by a process that died', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const day = new Date().toISOString().slice(0, 10);
    await context.db
      .insertInto('emailGenerations')
      .values({
        userId: user.userId,
        orgId: user.orgId,
        day,
        leadId: ids.nurse,
        status: 'pending',
        claimedAt: new Date(),
      })
      .execute();
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(429);
    await context.db
      .updateTable('emailGenerations')
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where('userId', '=', user.userId)
      .execute();
    emulator.behaviour = { kind: 'answer', content: 'Subject: Again\n\nRecovered.' };
    expect((await generate(context, user, ids.nurse)).statusCode).toBe(200);
  });
});
