/**
 * Contacts named in polled postings (issue #32 point 3): a Greenhouse board, served by a fake HTTP client in the
 * provider's documented format, lists postings whose descriptions name a recruiter; polls store the recruiter once
 * as a contact of the board's company (source 'posting', linked to both postings), ignore the platform's address,
 * and a poll of a changed posting adds nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import type { FetchedResponse } from '../../sources/types.ts';
import { type PollDependencies, pollSource } from '../sources/poll-service.ts';
import { insertSources } from '../sources/repository.ts';

const BOARD = 'https://gh.test/v1/boards/harbour/jobs';
const boards = new Map<string, string>();
let context: TestContext;
let clock = new Date('2026-11-27T08:00:00Z');

function board(contents: readonly string[]): string {
  return JSON.stringify({
    jobs: contents.map((content, index) => ({
      id: 500 + index,
      internal_job_id: 900 + index,
      title: `Dock Worker ${index + 1}`,
      updated_at: '2026-11-20T10:00:00-05:00',
      first_published: '2026-11-19T09:00:00-05:00',
      requisition_id: `R-${index}`,
      location: { name: 'Boston, MA' },
      absolute_url: `https://boards.greenhouse.io/harbour/jobs/${500 + index}`,
      content,
      departments: [],
      offices: [],
      metadata: null,
    })),
    meta: { total: contents.length },
  });
}

async function fakeFetch(url: string): Promise<FetchedResponse> {
  const body = boards.get(url) ?? boards.get(url.split('?')[0] ?? '');
  if (body === undefined) return { status: 404, headers: { 'content-type': 'application/json' }, url, body: '{}' };
  return { status: 200, headers: { 'content-type': 'application/json' }, url, body };
}

function dependencies(): PollDependencies {
  return {
    db: context.db,
    settings: {
      baseUrls: { ...context.config.sources.baseUrls, greenhouse: 'https://gh.test' },
      failuresBeforePause: 3,
      detailsPerPoll: 10,
      detailsWhileIdleMs: 0,
      hostGapMs: 250,
    },
    client: {
      fetch: fakeFetch,
      stream: async () => {
        throw new Error('not used');
      },
    },
    now: () => clock,
    random: () => 0.5,
  };
}

const RECRUITER =
  '&lt;p&gt;Questions? Contact &lt;a href="mailto:dana.reyes@harbourlogistics.com"&gt;Dana Reyes&lt;/a&gt;, ' +
  '(617) 555-0142.&lt;/p&gt;&lt;p&gt;Replies to noreply@greenhouse.io are not read.&lt;/p&gt;';

describe('contacts of polled postings', () => {
  let source = 0;

  beforeAll(async () => {
    context = await createTestApp();
    boards.set('https://gh.test/v1/boards/harbour', JSON.stringify({ name: 'Harbour Logistics' }));
    const { ids } = await insertSources(context.db, [
      {
        kind: 'greenhouse',
        token: 'harbour',
        url: 'https://boards.greenhouse.io/harbour',
        name: null,
        companyId: null,
        leadType: 'OpenWeb',
        pollIntervalMinutes: 60,
      },
    ]);
    source = ids[0] as number;
  });
  afterAll(() => context?.close());

  const postingContacts = () =>
    context.db
      .selectFrom('contacts as ct')
      .innerJoin('companies as co', 'co.id', 'ct.companyId')
      .select(['ct.id', 'ct.firstName', 'ct.lastName', 'ct.email', 'ct.officePhone', 'ct.source', 'co.name'])
      .where('ct.source', '=', 'posting')
      .execute();

  it('stores the recruiter two postings name once, linked to both, and not the platform address', async () => {
    boards.set(BOARD, board([`${RECRUITER}`, `&lt;p&gt;Night shift.&lt;/p&gt;${RECRUITER}`]));
    const result = await pollSource(dependencies(), source);
    expect(result.outcome, JSON.stringify(result)).toBe('ok');
    const contacts = await postingContacts();
    expect(contacts.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana.reyes@harbourlogistics.com',
        officePhone: '+1 617 555 0142',
        source: 'posting',
        name: 'Harbour Logistics',
      },
    ]);
    const links = await context.db.selectFrom('contactPostings').select('leadId').execute();
    expect(links).toHaveLength(2);
  });

  it('adds nothing when a changed posting names the same recruiter again', async () => {
    clock = new Date('2026-11-27T10:00:00Z');
    boards.set(
      BOARD,
      board([`&lt;p&gt;Now hiring fast.&lt;/p&gt;${RECRUITER}`, `&lt;p&gt;Night shift.&lt;/p&gt;${RECRUITER}`]),
    );
    const result = await pollSource(dependencies(), source);
    expect(result.outcome, JSON.stringify(result)).toBe('ok');
    expect(await postingContacts()).toHaveLength(1);
    expect(await context.db.selectFrom('contactPostings').select('leadId').execute()).toHaveLength(2);
  });
});
