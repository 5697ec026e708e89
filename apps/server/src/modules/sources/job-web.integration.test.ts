/**
 * Live sources against the local job web (issue #28 'A live demo', 'Lifecycle', 'Bad input'): boards of every kind,
 * built from the real postings of ../shared/datasets, read through the real connectors and the polite HTTP client.
 * Healthy boards bring exactly their open postings in as leads; misbehaving boards (500, malformed, moved, huge) fail
 * with a clear message and write nothing; a day of churn brings new leads, closes the ones gone twice, and a saved
 * search's alert e-mail lands in the outbox with the new leads.
 */
import { SOURCE_KINDS, type SourceKind } from '@agencyscout/contracts';
import { type JobWeb, startJobWeb } from '@agencyscout/emulators/job-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { createPoliteClient } from '../../sources/http/polite-fetch.ts';
import { insertAlertingSearch, testRunOptions } from '../alerts/alert-fixtures.ts';
import { runMorningEmails } from '../morning-run/service.ts';
import { type PollDependencies, type PollOutcome, pollSource } from './poll-service.ts';
import { insertSources } from './repository.ts';

const DAY_MS = 86_400_000;
let context: TestContext;
let web: JobWeb;
let clock = new Date('2026-11-27T06:00:00Z');
const sourceIds = new Map<string, number>();

function dependencies(): PollDependencies {
  return {
    db: context.db,
    settings: {
      baseUrls: { ...context.config.sources.baseUrls, ...web.baseUrls },
      failuresBeforePause: 5,
      detailsPerPoll: 10,
      detailsWhileIdleMs: 0,
      hostGapMs: 250,
    },
    client: createPoliteClient({
      userAgent: 'AgencyScout tests',
      perHostConcurrency: 4,
      perHostGapMs: 0,
      retries: 2,
      backoffMs: 50,
      timeoutMs: 15_000,
    }),
    now: () => clock,
  };
}

/** Polls every source, four at a time. @returns each board's outcome by `kind token`. */
async function pollAll(): Promise<Map<string, PollOutcome>> {
  const deps = dependencies();
  const outcomes = new Map<string, PollOutcome>();
  const queue = [...sourceIds];
  const next = async (): Promise<void> => {
    const entry = queue.shift();
    if (!entry) return;
    outcomes.set(entry[0], await pollSource(deps, entry[1]));
    await next();
  };
  await Promise.all([next(), next(), next(), next()]);
  return outcomes;
}

const keyOf = (board: { kind: string; token: string }) => `${board.kind} ${board.token}`;

async function openPostingsOf(sourceId: number): Promise<number> {
  const row = await context.db
    .selectFrom('sources')
    .select('postingsOpen')
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row?.postingsOpen ?? -1;
}

beforeAll(async () => {
  context = await createTestApp();
  web = await startJobWeb({ boards: 40, seed: 7, now: () => clock, postingsPerBoard: 12 });
  const { ids } = await insertSources(
    context.db,
    web.boards.map((board) => ({
      kind: board.kind as SourceKind,
      token: board.token,
      url: board.url,
      name: board.companyName,
      companyId: null,
      leadType: 'OpenWeb' as const,
      pollIntervalMinutes: 60,
    })),
  );
  web.boards.forEach((board, index) => {
    sourceIds.set(keyOf(board), ids[index] as number);
  });
}, 120_000);
afterAll(async () => {
  await web?.close();
  await context?.close();
});

describe('the job web, polled', () => {
  let first: Map<string, PollOutcome>;

  it('brings every healthy board in with exactly its open postings, of every kind', async () => {
    first = await pollAll();
    const okKinds = new Set<string>();
    for (const board of web.boards) {
      const outcome = first.get(keyOf(board));
      const sourceId = sourceIds.get(keyOf(board)) as number;
      if (board.fault === null || board.fault === 'slow' || board.fault === 'rate-limited') {
        expect(outcome?.outcome, `${keyOf(board)} ${JSON.stringify(outcome)}`).toBe('ok');
        expect(await openPostingsOf(sourceId), keyOf(board)).toBe(web.openPostings(board).length);
        okKinds.add(board.kind);
      }
    }
    expect([...okKinds].sort()).toEqual([...SOURCE_KINDS].sort());
  }, 240_000);

  it('records a clear error for a misbehaving board and writes none of its postings', async () => {
    const faulty = web.boards.filter((board) =>
      ['error-500', 'malformed', 'moved', 'huge'].includes(board.fault ?? ''),
    );
    for (const board of faulty) {
      const outcome = first.get(keyOf(board));
      expect(outcome?.outcome, keyOf(board)).toBe('failed');
      if (outcome?.outcome === 'failed') expect(outcome.error.length).toBeGreaterThan(10);
      expect(await openPostingsOf(sourceIds.get(keyOf(board)) as number)).toBe(0);
    }
  });

  it('a day of churn brings new postings as leads, closes what was gone twice, and alerts find the new ones', async () => {
    const owner = await createUser(context.db, { plan: 'agency' });
    clock = new Date(clock.getTime() + DAY_MS);
    const churnDay = clock;
    const search = await insertAlertingSearch(context.db, owner, {
      name: 'Fresh from the boards',
      query: {},
      openWeb: 'daily',
      // On the job web's clock, like the polls and the alert run (the real date moves on; the clock does not).
      createdAt: new Date(churnDay.getTime() - 60_000),
    });
    const second = await pollAll();
    const news = [...second.values()].reduce(
      (sum, outcome) => sum + (outcome.outcome === 'ok' ? outcome.counts.new : 0),
      0,
    );
    expect(news).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 60 * 60_000);
    const third = await pollAll();
    const closed = [...third.values()].reduce((sum, o) => sum + (o.outcome === 'ok' ? o.counts.closed : 0), 0);
    expect(closed).toBeGreaterThan(0);
    // The polls ran on the job web's clock, a day ahead: the alert run looks from there.
    const result = await runMorningEmails(context.db, testRunOptions(context), new Date(clock.getTime() + 60_000));
    expect(result.emailed).toBeGreaterThanOrEqual(1);
    const mail = await context.db
      .selectFrom('outbox')
      .select(['subject', 'htmlBody'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Fresh from the boards');
    const fresh = await context.db
      .selectFrom('leads')
      .select('title')
      .where('firstSeenAt', '=', churnDay)
      .where('closedAt', 'is', null)
      .execute();
    expect(fresh.length).toBeGreaterThan(0);
    const escaped = (title: string) =>
      title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(fresh.some((lead) => mail.htmlBody.includes(escaped(lead.title)))).toBe(true);
    expect(search).toBeGreaterThan(0);
  }, 240_000);
});
