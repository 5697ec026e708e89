/**
 * Keyword relevance in tiers and two-phase totals (issue #10; prospecting-core §2.3, §3 getTotal and
 * prevTotal, §7): small match sets ranked inside their tiers, large ones read tier by tier newest first,
 * Newest by date only; totals exact when cheap, otherwise pending until a getTotal request; the count
 * cache follows the data version.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import { RANKED_MATCHES_MAX } from './service.ts';

const HOUR = 3_600_000;
let context: TestContext;
let user: TestUser;
let acme: number;

interface Hit {
  id: number;
  title: string;
  companyName: string | null;
}

async function search(query: Record<string, string>, who: TestUser = user) {
  const headers = bearer(await mintAccessToken(context, who));
  const response = await context.app.inject({ url: `/api/v1/leads?${new URLSearchParams(query)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { found: number | null; totalPending?: boolean; overallTotal?: number; hits: Hit[] };
}

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };

/** `count` Agency leads of Acme posted one minute apart from `newestHoursAgo` back, at `point` when given. */
async function insertMany(
  count: number,
  title: string,
  description: string,
  newestHoursAgo: number,
  tag: string,
  point?: typeof CHICAGO,
) {
  await sql`
    INSERT INTO leads (lead_type, title, company_id, company_name, description, posted_at, source, source_id,
      content_hash, latitude, longitude)
    SELECT 'Agency', ${title} || ' ' || n, ${acme}, 'Acme', ${description},
      now() - make_interval(secs => ${newestHoursAgo * 3600} + n * 60), 'test', ${tag} || n, 'h' || n,
      ${point?.latitude ?? null}::float8, ${point?.longitude ?? null}::float8
    FROM generate_series(1, ${count}) AS n`.execute(context.db);
}

beforeAll(async () => {
  context = await createTestApp();
  user = await createUser(context.db, { plan: 'agency' });
  acme = await insertCompany(context.db, { name: 'Acme' });
});
afterAll(async () => {
  await context.close();
});

describe('relevance tiers on a small match set (ranked)', () => {
  let ids: Record<'title' | 'titleTwice' | 'company' | 'description', number>;
  beforeAll(async () => {
    const db = context.db;
    const staffing = await insertCompany(db, { name: 'Harbor Pilot Staffing' });
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    ids = {
      description: await insertLead(db, {
        title: 'Deckhand',
        companyId: acme,
        companyName: 'Acme',
        description: 'Assist the harbor pilot; pilot boats daily.',
        postedAt: at(1),
      }),
      company: await insertLead(db, {
        title: 'Dispatcher',
        companyId: staffing,
        companyName: 'Harbor Pilot Staffing',
        postedAt: at(2),
      }),
      title: await insertLead(db, { title: 'Harbor Pilot', companyId: acme, companyName: 'Acme', postedAt: at(3) }),
      titleTwice: await insertLead(db, {
        title: 'Senior Harbor Pilot',
        companyId: acme,
        companyName: 'Acme',
        description: 'Harbor pilot work on harbor pilot boats.',
        postedAt: at(4),
      }),
    };
  });

  it('orders title matches, then company matches, then the rest; ts_rank_cd inside a tier', async () => {
    const page = await search({ keyWords: 'harbor pilot' });
    expect(page.found).toBe(4);
    expect(page.totalPending).toBeUndefined();
    // Both titles match; the one that also says it in the description ranks higher inside the tier.
    expect(page.hits.map((hit) => hit.id)).toEqual([ids.titleTwice, ids.title, ids.company, ids.description]);
  });

  it('orders by date only with sort=newest, and every search without keywords', async () => {
    const page = await search({ keyWords: 'harbor pilot', sort: 'newest' });
    expect(page.hits.map((hit) => hit.id)).toEqual([ids.description, ids.company, ids.title, ids.titleTwice]);
    const excluded = await search({ keyWords: 'harbor pilot -senior', sort: 'newest' });
    expect(excluded.hits.map((hit) => hit.id)).toEqual([ids.description, ids.company, ids.title]);
  });

  it('answers 400 for an unknown sort and a negative prevTotal', async () => {
    const headers = bearer(await mintAccessToken(context, user));
    for (const query of ['sort=best', 'prevTotal=-1', 'prevTotal=many', 'getTotal=maybe']) {
      const response = await context.app.inject({ url: `/api/v1/leads?keyWords=pilot&${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
    }
  });
});

describe('a large match set: tiers newest first, totals in two phases', () => {
  const TITLES = 700;
  const DESCRIPTIONS = 400;
  beforeAll(async () => {
    // The description-only matches are the newest, so only the tiers put the titles first.
    await insertMany(DESCRIPTIONS, 'Warehouse Associate', 'Drives a forklift all day.', 10, 'forklift-description-');
    await insertMany(TITLES, 'Forklift Driver', 'Warehouse work.', 100, 'forklift-title-');
    expect(TITLES + DESCRIPTIONS).toBeGreaterThan(RANKED_MATCHES_MAX);
  });

  it('answers the page at once and leaves the total pending until getTotal', async () => {
    const first = await search({ keyWords: 'forklift' });
    expect(first).toMatchObject({ found: null, totalPending: true });
    expect(first.hits).toHaveLength(25);
    expect(first.hits.map((hit) => hit.title)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Forklift Driver ${index + 1}`),
    );
    const total = await search({ keyWords: 'forklift', getTotal: 'true' });
    expect(total.found).toBe(TITLES + DESCRIPTIONS);
    expect(total.totalPending).toBeUndefined();
    // Now cached for this data version: the plain request has it at once.
    expect((await search({ keyWords: 'forklift', offset: '50' })).found).toBe(TITLES + DESCRIPTIONS);
  });

  it('crosses from one tier to the next inside a page, newest first in each', async () => {
    const page = await search({ keyWords: 'forklift', offset: String(TITLES - 10), count: '25' });
    const titles = page.hits.map((hit) => hit.title);
    expect(titles.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Forklift Driver ${TITLES - 9 + index}`),
    );
    expect(titles.slice(10)).toEqual(Array.from({ length: 15 }, (_, index) => `Warehouse Associate ${index + 1}`));
    const newest = await search({ keyWords: 'forklift', sort: 'newest' });
    expect(newest.hits[0]?.title).toBe('Warehouse Associate 1');
  });

  it('pages the whole result without losing or repeating a lead', async () => {
    const seen = new Set<number>();
    for (let offset = 0; offset < TITLES + DESCRIPTIONS; offset += 100) {
      const page = await search({ keyWords: 'forklift', offset: String(offset), count: '100' });
      for (const hit of page.hits) seen.add(hit.id);
    }
    expect(seen.size).toBe(TITLES + DESCRIPTIONS);
  });

  it('counts again after a write (data version), and takes prevTotal when nothing is cached', async () => {
    await insertLead(context.db, { title: 'Forklift Trainer', companyId: acme, companyName: 'Acme' });
    const after = await search({ keyWords: 'forklift' });
    expect(after).toMatchObject({ found: null, totalPending: true });
    expect(after.hits[0]?.title).toBe('Forklift Trainer');
    const paged = await search({ keyWords: 'forklift', offset: '25', prevTotal: '1101' });
    expect(paged).toMatchObject({ found: 1101 });
    expect(paged.totalPending).toBeUndefined();
    expect((await search({ keyWords: 'forklift', getTotal: 'true' })).found).toBe(TITLES + DESCRIPTIONS + 1);
    // A company closing changes the total too.
    await context.db.updateTable('companies').set({ status: 0 }).where('id', '=', acme).execute();
    expect((await search({ keyWords: 'forklift' })).found).toBe(0);
    await context.db.updateTable('companies').set({ status: 1 }).where('id', '=', acme).execute();
    expect((await search({ keyWords: 'forklift', getTotal: 'true' })).found).toBe(TITLES + DESCRIPTIONS + 1);
  });

  it('shows a limited view its 25 rows and the overall total only from getTotal', async () => {
    const demo = await createUser(context.db, { plan: 'demo' });
    await insertLead(context.db, { title: 'Forklift Mechanic', companyId: acme, companyName: 'Acme' });
    const first = await search({ keyWords: 'forklift' }, demo);
    expect(first).toMatchObject({ found: 25, totalPending: true });
    expect(first.overallTotal).toBeUndefined();
    const total = await search({ keyWords: 'forklift', getTotal: 'true' }, demo);
    expect(total).toMatchObject({ found: 25, overallTotal: TITLES + DESCRIPTIONS + 2 });
  });
});

describe('a large match set of a quoted phrase', () => {
  beforeAll(async () => {
    // The newest titles hold both words, but not as the phrase: they match by their description only.
    await insertMany(300, 'Supervisor Shift Lead', 'Shift supervisor duties.', 5, 'phrase-words-');
    await insertMany(600, 'Night Shift Supervisor', 'Warehouse work.', 50, 'phrase-title-');
    await insertMany(200, 'Picker', 'Reports to the shift supervisor.', 100, 'phrase-description-');
  });

  it('puts the phrase in the title first, newest first, and the rest after it', async () => {
    const first = await search({ keyWords: '"shift supervisor"' });
    expect(first.totalPending).toBe(true);
    expect(first.hits.map((hit) => hit.title)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Night Shift Supervisor ${index + 1}`),
    );
    const crossing = await search({ keyWords: '"shift supervisor"', offset: '590', count: '25' });
    expect(crossing.hits.map((hit) => hit.title)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Night Shift Supervisor ${591 + index}`),
      ...Array.from({ length: 15 }, (_, index) => `Supervisor Shift Lead ${index + 1}`),
    ]);
  });
});

describe('a large match set within a location: the page ordered from the counted ids', () => {
  // A location search counts up to 5,000 matches at once; over 1,000 they are read in tiers from those ids.
  const chicago = JSON.stringify([{ ...CHICAGO, radius: 25, location: 'Chicago, IL' }]);
  const within = (query: Record<string, string>) => search({ ...query, locations: chicago });
  beforeAll(async () => {
    // 'stevedore': the newest matches say it only in the description; 'rigger': the newest say it in the title.
    await insertMany(300, 'Dock Worker', 'Works as a stevedore.', 1, 'stevedore-description-', CHICAGO);
    await insertMany(800, 'Stevedore', 'Dock work.', 20, 'stevedore-title-', CHICAGO);
    await insertMany(800, 'Rigger', 'Rigging.', 1, 'rigger-title-', CHICAGO);
    await insertMany(300, 'Crane Hand', 'Works as a rigger.', 20, 'rigger-description-', CHICAGO);
  });

  it('finds the newest title matches when the newest matches are not title matches', async () => {
    const stevedores = Array.from({ length: 25 }, (_, index) => `Stevedore ${index + 1}`);
    const page = await within({ keyWords: 'stevedore' });
    expect(page.found).toBe(1100);
    expect(page.totalPending).toBeUndefined();
    expect(page.hits.map((hit) => hit.title)).toEqual(stevedores);
    // getTotal takes the same capped count here, and the same page.
    const counted = await within({ keyWords: 'stevedore', getTotal: 'true' });
    expect(counted.found).toBe(1100);
    expect(counted.hits.map((hit) => hit.title)).toEqual(stevedores);
  });

  it('takes the title matches among the newest matches, and crosses tiers on a later page', async () => {
    const first = await within({ keyWords: 'rigger' });
    expect(first.hits.map((hit) => hit.title)).toEqual(Array.from({ length: 25 }, (_, index) => `Rigger ${index + 1}`));
    const crossing = await within({ keyWords: 'rigger', offset: '790', count: '25' });
    expect(crossing.hits.map((hit) => hit.title)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Rigger ${791 + index}`),
      ...Array.from({ length: 15 }, (_, index) => `Crane Hand ${index + 1}`),
    ]);
  });

  it('pages Newest from the counted ids by date', async () => {
    const page = await within({ keyWords: 'stevedore', sort: 'newest', offset: '295', count: '10' });
    expect(page.hits.map((hit) => hit.title)).toEqual([
      ...Array.from({ length: 5 }, (_, index) => `Dock Worker ${296 + index}`),
      ...Array.from({ length: 5 }, (_, index) => `Stevedore ${index + 1}`),
    ]);
  });
});
