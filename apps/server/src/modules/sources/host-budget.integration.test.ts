/**
 * The per-host request budget all workers share through the database (issue #28 'Polling'; docs/sources.md
 * 'Polling'): each reservation starts a gap after the one before it on the same host, whichever connection made it;
 * a Retry-After holds the host; other hosts do not wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { databaseHostBudget } from './host-budget-repository.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context?.close());

describe('the database host budget', () => {
  it('spaces reservations on one host by the gap, and leaves other hosts alone', async () => {
    const first = databaseHostBudget(context.db);
    const second = databaseHostBudget(context.db);
    const waits = [
      await first.reserve('api.smartrecruiters.test', 60_000),
      await second.reserve('api.smartrecruiters.test', 60_000),
      await first.reserve('api.smartrecruiters.test', 60_000),
      await second.reserve('boards-api.greenhouse.test', 60_000),
    ];
    expect(waits[0]).toBe(0);
    // The database's clock moves on between the calls: allow a few seconds on a slow machine.
    expect(waits[1]).toBeGreaterThan(55_000);
    expect(waits[1]).toBeLessThanOrEqual(60_000);
    expect(waits[2]).toBeGreaterThan(115_000);
    expect(waits[2]).toBeLessThanOrEqual(120_000);
    expect(waits[3]).toBe(0);
  });

  it('holds a host for a Retry-After, never shortening a later hold', async () => {
    const budget = databaseHostBudget(context.db);
    await budget.holdFor('api.lever.test', 300_000);
    await budget.holdFor('api.lever.test', 1_000);
    const wait = await budget.reserve('api.lever.test', 500);
    expect(wait).toBeGreaterThan(295_000);
    expect(wait).toBeLessThanOrEqual(300_000);
  });
});
