/**
 * Contacts named in postings, stored (issue #32 point 3): a CSV import whose descriptions name contacts shows
 * them through the contact search with source 'posting' and a link to the posting; the same address named by two
 * postings is one contact with two links; importing again adds nothing; a generic address is the company's
 * general address; an address the company already has from elsewhere keeps its source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importFeed, leadsOfSource, type Scratch, scratchDir } from '../../../test/helpers/import-fixtures.ts';
import { insertCompany, insertContact } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
} from '../../../test/helpers/test-app.ts';
import { insertPostingContacts, postingContactSourceId } from './repository.ts';
import { recordPostingContacts } from './service.ts';

const MAPPING = {
  columns: {
    sourceId: 'Id',
    title: 'Title',
    company: 'Company',
    location: 'Location',
    description: 'Description',
  },
};

const FEED = csv([
  ['Id', 'Title', 'Company', 'Location', 'Description'],
  [
    'P-1',
    'Forklift Operator',
    'Northwind Foods',
    'Toronto, ON',
    '<p>Day shift.</p><p>Contact Jane Doe at <a href="mailto:jane.doe@northwind-foods.ca">jane.doe@northwind-foods.ca</a>, 416-555-0134.</p>',
  ],
  [
    'P-2',
    'Shipping Clerk',
    'Northwind Foods',
    'Toronto, ON',
    'Questions? jane.doe@northwind-foods.ca. Or send your resume to jobs@northwind-foods.ca.',
  ],
  ['P-3', 'Baker', 'Northwind Foods', 'Toronto, ON', 'Early mornings; no contact details here. Pay $18-$21.'],
]);

describe('contacts from postings', () => {
  let context: TestContext;
  let scratch: Scratch;
  let source: string;

  beforeAll(async () => {
    context = await createTestApp();
    scratch = scratchDir();
    ({ source } = await importFeed(context.db, scratch, { name: 'postings.csv', content: FEED }, MAPPING));
  });
  afterAll(async () => {
    await context.close();
    scratch.remove();
  });

  const postingContacts = () =>
    context.db
      .selectFrom('contacts')
      .select(['id', 'firstName', 'lastName', 'email', 'officePhone', 'roleBased', 'source', 'sourceLeadId'])
      .where('source', '=', 'posting')
      .orderBy('id')
      .execute();

  it('stores the named contact and the general address once, linked to the postings that name them', async () => {
    const leads = await leadsOfSource(context.db, source);
    const leadId = (sourceId: string) => Number(leads.find((lead) => lead.sourceId === sourceId)?.id);
    const contacts = await postingContacts();
    expect(contacts.map(({ id: _id, ...rest }) => ({ ...rest, sourceLeadId: Number(rest.sourceLeadId) }))).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@northwind-foods.ca',
        officePhone: '+1 416 555 0134',
        roleBased: false,
        source: 'posting',
        sourceLeadId: leadId('P-1'),
      },
      {
        firstName: '',
        lastName: '',
        email: 'jobs@northwind-foods.ca',
        officePhone: null,
        roleBased: true,
        source: 'posting',
        sourceLeadId: leadId('P-2'),
      },
    ]);
    const links = await context.db
      .selectFrom('contactPostings')
      .select(['contactId', 'leadId'])
      .where('contactId', '=', contacts[0]?.id ?? 0)
      .orderBy('leadId')
      .execute();
    expect(links.map((link) => Number(link.leadId))).toEqual([leadId('P-1'), leadId('P-2')]);
  });

  it('shows them through the contact search with their source, date and posting', async () => {
    const user = await createUser(context.db);
    const token = await mintAccessToken(context, user);
    const response = await context.app.inject({
      url: '/api/v1/companycontacts?companyName=Northwind',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const hits = response.json().hits as { email: string; source: string; sourcedAt: string; sourceLeadId: number }[];
    const jane = hits.find((hit) => hit.email === 'jane.doe@northwind-foods.ca');
    expect(jane?.source).toBe('posting');
    expect(Number.isNaN(Date.parse(jane?.sourcedAt ?? ''))).toBe(false);
    expect(jane?.sourceLeadId).toEqual(expect.any(Number));
    expect(hits.find((hit) => hit.email === 'jobs@northwind-foods.ca')).toMatchObject({ roleBased: true });
  });

  it('adds nothing when the same file is imported again or its postings are read again', async () => {
    const before = await postingContacts();
    const links = await context.db.selectFrom('contactPostings').select('leadId').execute();
    await importFeed(context.db, scratch, { name: 'postings.csv', content: FEED }, MAPPING);
    const leads = await leadsOfSource(context.db, source);
    const again = await recordPostingContacts(
      context.db,
      leads.map((lead) => ({
        leadId: Number(lead.id),
        companyId: lead.companyId,
        description: lead.description,
        country: lead.country,
      })),
    );
    expect(again).toEqual({ added: 0, linked: 0 });
    expect(await postingContacts()).toEqual(before);
    // The second import wrote leads of another source (a fresh feed name): their links join the same contacts.
    expect((await context.db.selectFrom('contactPostings').select('leadId').execute()).length).toBe(links.length * 2);
  });

  it("links to a contact the company already has from elsewhere, keeping that contact's source", async () => {
    const company = await insertCompany(context.db, { name: 'Harbour Logistics' });
    const known = await insertContact(context.db, {
      companyId: company,
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'Priya.Natarajan@harbourlogistics.com',
      source: 'crm',
    });
    const lead = (await leadsOfSource(context.db, source))[0];
    const counts = await recordPostingContacts(context.db, [
      {
        leadId: Number(lead?.id),
        companyId: company,
        description: 'Reach out to Priya Natarajan, priya.natarajan@harbourlogistics.com',
        country: 'US',
      },
    ]);
    expect(counts).toEqual({ added: 0, linked: 1 });
    const row = await context.db
      .selectFrom('contacts')
      .select(['source'])
      .where('id', '=', known)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('crm');
  });

  it('reads the id a concurrent poll wrote first instead of adding the address twice', async () => {
    const company = await insertCompany(context.db, { name: 'Cedar Care' });
    const lead = (await leadsOfSource(context.db, source))[2];
    const contact = {
      companyId: company,
      firstName: '',
      lastName: '',
      position: null,
      email: 'jobs@cedarcare.org',
      officePhone: null,
      phoneExtension: null,
      roleBased: true,
      sourceId: postingContactSourceId(company, 'jobs@cedarcare.org', null),
      sourceLeadId: Number(lead?.id),
    };
    const first = await insertPostingContacts(context.db, [contact], new Date());
    const second = await insertPostingContacts(context.db, [{ ...contact, email: 'Jobs@CedarCare.org' }], new Date());
    expect(first.inserted).toBe(1);
    expect(second.inserted).toBe(0);
    const key = `${company}|${contact.sourceId}`;
    expect(second.ids.get(key)).toBe(first.ids.get(key));
  });

  it('merges a number named without an address into the contact that has it, and fills what it lacked', async () => {
    const company = await insertCompany(context.db, { name: 'Bluepeak' });
    const lead = (await leadsOfSource(context.db, source))[1];
    const leadId = Number(lead?.id);
    await recordPostingContacts(context.db, [
      { leadId, companyId: company, description: 'Call 303-555-0117 for details.', country: 'US' },
    ]);
    await recordPostingContacts(context.db, [
      {
        leadId,
        companyId: company,
        description: 'Recruiter: Marcus Whitfield, (303) 555-0117, marcus.whitfield@bluepeak.io',
        country: 'US',
      },
    ]);
    const rows = await context.db
      .selectFrom('contacts')
      .select(['firstName', 'lastName', 'email', 'officePhone', 'position', 'roleBased'])
      .where('companyId', '=', company)
      .execute();
    expect(rows).toEqual([
      {
        firstName: 'Marcus',
        lastName: 'Whitfield',
        email: 'marcus.whitfield@bluepeak.io',
        officePhone: '+1 303 555 0117',
        position: 'Recruiter',
        roleBased: false,
      },
    ]);
  });
});
