import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATASETS_DIR, type JobWeb, type JobWebBoard, type JobWebFault, startJobWeb } from './index.ts';
import { datasetsAvailable, entryUrl } from './test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const START_MS = Date.UTC(2026, 5, 1, 12);
let nowMs = START_MS;
const clock = () => new Date(nowMs);
const OPTIONS = { boards: 120, seed: 7, now: clock };
let web: JobWeb;

beforeAll(async () => {
  const started = performance.now();
  web = await startJobWeb(OPTIONS);
  console.log(`job web: 120 boards (datasets read on first start) in ${Math.round(performance.now() - started)} ms`);
}, 60_000);

afterAll(async () => {
  await web?.close();
});

const healthy = (kind: JobWebBoard['kind']) => web.boards.filter((board) => board.kind === kind && !board.fault);
const oneOf = (kind: JobWebBoard['kind'], minimum = 1) => {
  const board = healthy(kind).find((candidate) => web.openPostings(candidate).length >= minimum);
  if (!board) throw new Error(`no healthy ${kind} board with ${minimum} postings`);
  return board;
};
const withoutPorts = (text: string) => text.replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN');

// Generous timeouts: the suite shares CI machines; it logs its timings rather than asserting tight ones.
describe('job web', { timeout: 20_000 }, () => {
  it('serves every kind on 127.0.0.1, with public board URLs for the providers', () => {
    const kinds = new Set(web.boards.map((board) => board.kind));
    expect(kinds.size).toBe(8);
    for (const url of Object.values(web.baseUrls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(web.baseUrls.recruitee).toContain('{company}');
    expect(new Set(Object.values(web.baseUrls).map((url) => new URL(url.replace('{company}', 'x')).port)).size).toBe(6);
    expect(oneOf('greenhouse').url).toMatch(/^https:\/\/boards\.greenhouse\.io\/[a-z0-9]+$/);
    expect(oneOf('recruitee').url).toMatch(/^https:\/\/[a-z0-9]+\.recruitee\.com$/);
    expect(oneOf('json-ld').url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/(careers|sitemap\.xml)$/);
  });

  it('is deterministic: two webs with the same seed and clock serve the same bodies', async () => {
    const twin = await startJobWeb(OPTIONS);
    try {
      expect(twin.boards.map((b) => [b.kind, b.fault, b.companyName])).toEqual(
        web.boards.map((b) => [b.kind, b.fault, b.companyName]),
      );
      const boards = [...new Set(web.boards.map((b) => b.kind))].flatMap((kind) => healthy(kind).slice(0, 2));
      for (const board of boards) {
        const other = twin.boards[web.boards.indexOf(board)] as JobWebBoard;
        const [a, b] = await Promise.all([fetch(entryUrl(web, board)), fetch(entryUrl(twin, other))]);
        expect(withoutPorts(await b.text())).toBe(withoutPorts(await a.text()));
      }
    } finally {
      await twin.close();
    }
  }, 30_000);

  it('churns: each epoch about 3 % of open postings close and about 3 % open; dates stay within 30 days', async () => {
    let open = 0;
    let closed = 0;
    let opened = 0;
    for (let step = 0; step < 4; step += 1) {
      const before = web.boards.map((board) => new Set(web.openPostings(board).map((p) => p.externalId)));
      nowMs += DAY_MS;
      web.boards.forEach((board, index) => {
        const now = new Set(web.openPostings(board).map((p) => p.externalId));
        const then = before[index] as Set<string>;
        open += then.size;
        closed += [...then].filter((id) => !now.has(id)).length;
        opened += [...now].filter((id) => !then.has(id)).length;
      });
    }
    console.log(`churn over 4 epochs: ${open} open, ${closed} closed, ${opened} opened`);
    expect(open / 4 / web.boards.length).toBeGreaterThan(20);
    expect(open / 4 / web.boards.length).toBeLessThan(40);
    expect(closed / open).toBeGreaterThan(0.015);
    expect(closed / open).toBeLessThan(0.05);
    expect(opened / open).toBeGreaterThan(0.015);
    expect(opened / open).toBeLessThan(0.05);
    const jobs = (await (await fetch(entryUrl(web, oneOf('greenhouse')))).json()) as {
      jobs: { first_published: string }[];
    };
    for (const job of jobs.jobs) {
      const published = Date.parse(job.first_published);
      expect(published).toBeLessThanOrEqual(nowMs);
      expect(published).toBeGreaterThan(nowMs - 30 * DAY_MS);
    }
  });

  it('answers 304 to If-None-Match and If-Modified-Since, and a new ETag once the board changes', async () => {
    const board = oneOf('greenhouse', 10);
    const first = await fetch(entryUrl(web, board));
    const etag = first.headers.get('etag') as string;
    const lastModified = first.headers.get('last-modified') as string;
    expect(etag).toMatch(/^".+"$/);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(nowMs);
    expect((await fetch(entryUrl(web, board), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(entryUrl(web, board), { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    const sr = oneOf('smartrecruiters');
    const list = (await (await fetch(entryUrl(web, sr))).json()) as { content: { ref: string }[] };
    const detail = await fetch(list.content[0]?.ref as string);
    expect(detail.headers.get('last-modified')).toBeTruthy();
    const detailTag = detail.headers.get('etag') as string;
    expect((await fetch(list.content[0]?.ref as string, { headers: { 'if-none-match': detailTag } })).status).toBe(304);
    const ids = () =>
      web
        .openPostings(board)
        .map((p) => p.externalId)
        .join();
    const before = ids();
    for (let step = 0; step < 30 && ids() === before; step += 1) nowMs += DAY_MS;
    const changed = await fetch(entryUrl(web, board), { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('pages Lever with skip/limit and SmartRecruiters with offset/limit', async () => {
    const lever = oneOf('lever', 12);
    const expected = web.openPostings(lever).map((p) => p.externalId);
    const seen: string[] = [];
    for (let skip = 0; ; skip += 5) {
      const page = (await (await fetch(`${entryUrl(web, lever)}&skip=${skip}&limit=5`)).json()) as { id: string }[];
      seen.push(...page.map((p) => p.id));
      if (page.length < 5) break;
    }
    expect(seen).toEqual(expected);
    const all = (await (await fetch(entryUrl(web, lever))).json()) as unknown[];
    expect(all).toHaveLength(expected.length);
    const sr = oneOf('smartrecruiters', 12);
    const srExpected = web.openPostings(sr).map((p) => p.externalId);
    const base = `${web.baseUrls.smartrecruiters}/v1/companies/${sr.token}/postings`;
    const srSeen: string[] = [];
    for (let offset = 0; offset < srExpected.length; offset += 10) {
      const page = (await (await fetch(`${base}?offset=${offset}`)).json()) as {
        totalFound: number;
        limit: number;
        content: { id: string }[];
      };
      expect(page.totalFound).toBe(srExpected.length);
      expect(page.limit).toBe(10);
      srSeen.push(...page.content.map((p) => p.id));
    }
    expect(srSeen).toEqual(srExpected);
  });

  it('misbehaves on ~3 % of boards, one way each', async () => {
    const faulty = web.boards.filter((board) => board.fault);
    expect(faulty.length).toBeGreaterThanOrEqual(6);
    const board = (fault: JobWebFault) => faulty.find((candidate) => candidate.fault === fault) as JobWebBoard;
    const checks: Record<JobWebFault, () => Promise<void>> = {
      async slow() {
        const started = performance.now();
        const response = await fetch(entryUrl(web, board('slow')));
        expect(response.status).toBe(200);
        expect(performance.now() - started).toBeGreaterThan(2900);
      },
      async 'error-500'() {
        const response = await fetch(entryUrl(web, board('error-500')));
        expect(response.status).toBe(500);
        expect(await response.json()).toMatchObject({ error: 'Internal Server Error' });
      },
      async 'rate-limited'() {
        const first = await fetch(entryUrl(web, board('rate-limited')));
        expect(first.status).toBe(429);
        expect(first.headers.get('retry-after')).toBe('1');
        expect((await fetch(entryUrl(web, board('rate-limited')))).status).toBe(200);
      },
      async malformed() {
        const response = await fetch(entryUrl(web, board('malformed')));
        const body = await response.text();
        expect(response.status).toBe(200);
        if (response.headers.get('content-type')?.includes('json')) expect(() => JSON.parse(body)).toThrow();
        else expect(body.trimEnd()).not.toMatch(/<\/(source|urlset|html)>$/);
      },
      async moved() {
        const response = await fetch(entryUrl(web, board('moved')));
        expect(response.status).toBe(404);
        expect(await response.text()).toMatch(/moved/i);
      },
      async huge() {
        const response = await fetch(entryUrl(web, board('huge')));
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(20 * 1024 * 1024);
      },
    };
    await Promise.all(Object.values(checks).map((check) => check()));
  }, 30_000);

  it('answers 404 for unknown boards, as the providers do', async () => {
    const unknown = { token: 'no-such-board-anywhere', url: '', companyName: '', companyWebsite: null, fault: null };
    for (const kind of ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'recruitee'] as const) {
      expect((await fetch(entryUrl(web, { ...unknown, kind }))).status).toBe(404);
    }
  });

  it('lists every board it serves at the root of each provider API (the directory a click-through picks from)', async () => {
    const directory = (await (await fetch(`${web.baseUrls.lever}/`)).json()) as { boards: JobWebBoard[] };
    expect(directory.boards).toEqual(web.boards);
  });

  it('publishes robots.txt that disallows /internal/, which only a few sitemaps link to', async () => {
    const sites = healthy('json-ld');
    const robots = await (await fetch(new URL('/robots.txt', sites[0]?.url).href)).text();
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/internal\//);
    const internal: string[] = [];
    for (const board of sites) {
      const body = await (await fetch(board.url)).text();
      const links = body.match(/http:\/\/127\.0\.0\.1:\d+\/internal\/[^<"]+/g) ?? [];
      if (board.url.endsWith('/careers')) expect(body).not.toContain('/internal/');
      for (const link of links) {
        expect(web.openPostings(board).map((p) => p.url)).not.toContain(link);
        internal.push(link);
      }
    }
    expect(internal.length).toBeGreaterThan(0);
    const page = await (await fetch(internal[0] as string)).text();
    expect(page).toContain('application/ld+json');
  });

  it('speaks each format: escaped Greenhouse content, optional Ashby pay, JSON-LD forms, syndication feeds', async () => {
    const gh = (await (await fetch(entryUrl(web, oneOf('greenhouse')))).json()) as { jobs: { content: string }[] };
    expect(gh.jobs[0]?.content).toMatch(/^&lt;p&gt;/);
    const ashby = oneOf('ashby');
    const bare = await (await fetch(`${web.baseUrls.ashby}/posting-api/job-board/${ashby.token}`)).text();
    expect(bare).not.toContain('"compensation"');
    expect(await (await fetch(entryUrl(web, ashby))).text()).toContain('"compensation"');
    const forms = new Set<string>();
    for (const board of healthy('json-ld')) {
      for (const posting of web.openPostings(board).slice(0, 4)) {
        const html = await (await fetch(posting.url)).text();
        const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
        const data = JSON.parse(script) as Record<string, unknown> | unknown[];
        forms.add(Array.isArray(data) ? 'array' : '@graph' in data ? 'graph' : 'object');
      }
    }
    expect([...forms].sort()).toEqual(['array', 'graph', 'object']);
    const companies = await Promise.all(
      healthy('xml-feed').map(async (board) => {
        const xml = await (await fetch(board.url)).text();
        expect(xml).toMatch(/^<\?xml[^>]*\?>\n<source>\n<publisher>/);
        return new Set(xml.match(/<company><!\[CDATA\[[^\]]*\]\]><\/company>/g)).size;
      }),
    );
    expect(Math.max(...companies)).toBeGreaterThan(1);
  });

  it('builds its postings from the real datasets', () => {
    if (!datasetsAvailable()) return;
    const file = (...parts: string[]) => readFileSync(path.join(DEFAULT_DATASETS_DIR, ...parts), 'utf8');
    const indeed = readdirSync(path.join(DEFAULT_DATASETS_DIR, 'indeed-2023')).map((name) => file('indeed-2023', name));
    const raw = [file('linkedin-2023', 'job_postings.csv'), ...indeed].join('\n');
    const companies = file('linkedin-2023', 'companies.csv');
    const boards = web.boards.filter((board) => board.kind !== 'xml-feed');
    expect(boards.filter((board) => companies.includes(board.companyName)).length / boards.length).toBeGreaterThan(0.8);
    const fragments = new Set(raw.split(/[\n,]/).map((part) => part.replace(/"/g, '').trim()));
    const open = web.boards.flatMap((board) => web.openPostings(board).map((p) => p.title));
    const real = open.filter((title) => fragments.has(title.split(',')[0]?.replace(/"/g, '').trim() ?? '')).length;
    expect(real / open.length).toBeGreaterThan(0.8);
  });

  it('listens on a fixed port range when asked, so the same settings give the same URLs', async () => {
    const options = { boards: 16, faults: false, now: clock, port: 0 };
    let first: JobWeb | undefined;
    for (let attempt = 0; !first && attempt < 5; attempt += 1) {
      options.port = 41_000 + ((process.pid * 7 + attempt * 131) % 20_000);
      first = await startJobWeb(options).catch(() => undefined);
    }
    if (!first) throw new Error('no free port range');
    const urls = [...Object.values(first.baseUrls), ...first.boards.map((board) => board.url)];
    await first.close();
    expect(first.baseUrls.greenhouse).toBe(`http://127.0.0.1:${options.port}`);
    expect(first.baseUrls.recruitee).toBe(`http://127.0.0.1:${options.port + 5}/{company}`);
    const again = await startJobWeb(options);
    await again.close();
    expect([...Object.values(again.baseUrls), ...again.boards.map((board) => board.url)]).toEqual(urls);
  });

  it('falls back to generated postings without datasets', async () => {
    const generated = await startJobWeb({ boards: 24, datasetsDir: null, faults: false, now: clock });
    try {
      expect(generated.boards.every((board) => board.fault === null)).toBe(true);
      expect(generated.boards.reduce((sum, board) => sum + generated.openPostings(board).length, 0)).toBeGreaterThan(
        24 * 10,
      );
      expect((await fetch(entryUrl(generated, generated.boards[0] as JobWebBoard))).status).toBe(200);
    } finally {
      await generated.close();
    }
  });

  it('starts a 2,000-board, ~60,000-posting web with modest memory', async () => {
    const started = performance.now();
    const large = await startJobWeb({ boards: 2000, seed: 3, now: clock });
    const startMs = performance.now() - started;
    try {
      const sample = large.boards.filter((_, index) => index % 10 === 0);
      const counted = performance.now();
      const open = sample.reduce((sum, board) => sum + large.openPostings(board).length, 0) * 10;
      const quick = sample.filter((board) => board.fault !== 'slow').slice(0, 40);
      const responses = await Promise.all(quick.map((board) => fetch(entryUrl(large, board))));
      await Promise.all(responses.map((response) => response.arrayBuffer()));
      const { heapUsed, rss } = process.memoryUsage();
      console.log(
        `2,000 boards: started in ${Math.round(startMs)} ms (datasets already read), ~${open} open postings (10 % counted and 40 boards fetched in ${Math.round(performance.now() - counted)} ms), heap ${(heapUsed / 1e6).toFixed(0)} MB, rss ${(rss / 1e6).toFixed(0)} MB`,
      );
      expect(large.boards).toHaveLength(2000);
      expect(open).toBeGreaterThan(45_000);
      expect(open).toBeLessThan(75_000);
      expect(responses.filter((response) => response.status === 200).length).toBeGreaterThan(34);
    } finally {
      await large.close();
    }
  }, 60_000);
});
