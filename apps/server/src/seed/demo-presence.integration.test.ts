import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { seedDemoData } from './demo-data.ts';
import { createDemoPresence } from './demo-presence.ts';
import { DEMO_SOURCE } from './demo-records.ts';
import { deleteDemoData } from './demo-repository.ts';

/**
 * Issue #30: that the demo data is generated is said once, in the frame, while it is loaded (GET /api/config
 * `demoData`), not in every demo company's text.
 */
describe('demo data notice', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('is off without demo data, and on once demo data is loaded', async () => {
    const before = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ demoData: false });

    await seedDemoData(context.db, { leads: 40, seed: 3, anchor: new Date('2025-06-01T00:00:00Z') });
    // A new node (the answer is kept for a minute per node).
    const app = await buildApp(context.config, { db: context.db });
    try {
      const after = await app.inject({ method: 'GET', url: '/api/config' });
      expect(after.json()).toMatchObject({ demoData: true });
    } finally {
      await app.close();
    }
  });

  it('leaves the sentence out of the demo companies’ own texts', async () => {
    const companies = await context.db
      .selectFrom('companies')
      .select(['name', 'description'])
      .where('source', '=', DEMO_SOURCE)
      .execute();
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.filter((company) => /synthetic|generated/i.test(company.description ?? ''))).toEqual([]);
  });

  it('goes away when the demo data is removed', async () => {
    const present = createDemoPresence(context.db, 0);
    expect(await present()).toBe(true);
    await context.db.transaction().execute((trx) => deleteDemoData(trx, DEMO_SOURCE));
    expect(await present()).toBe(false);
  });
});
