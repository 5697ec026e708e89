/**
 * Outreach lists through HTTP (outreach-integrations-admin §2, §3, §5, §7): create, list, read in batches,
 * membership, delete, Unclassified Outreach; every id of another organisation answers 404.
 */
import { PERMISSIONS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

let context: TestContext;
let owner: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let contacts: number[];

beforeAll(async () => {
  context = await createTestApp();
  owner = await createUser(context.db);
  teammate = await createUser(context.db, { orgId: owner.orgId });
  stranger = await createUser(context.db);
  const acme = await insertCompany(context.db, { name: 'Acme Health' });
  contacts = [];
  for (const [firstName, lastName] of [
    ['Ada', 'Adams'],
    ['Bo', 'Brown'],
    ['Cy', 'Clark'],
  ] as const) {
    contacts.push(await insertContact(context.db, { companyId: acme, firstName, lastName, position: 'HR Manager' }));
  }
});
afterAll(() => context?.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { user?: TestUser; body?: unknown; permissions?: string[] } = {},
) {
  const { user = owner, body, permissions } = options;
  return callApi(context, user, { method, url, body, permissions });
}

describe('creating and listing', () => {
  it('creates with the default colour, accepts both spellings, lists by name for the whole organisation', async () => {
    const first = await call('POST', '/calllist', { body: { CallListName: 'Nurses Q3' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ callListName: 'Nurses Q3', callListColor: '#1FBC9C', contactCount: 0 });
    const second = await call('POST', '/calllist', {
      user: teammate,
      body: { callListName: '  Accounting  ', callListColor: '#ff0000' },
    });
    expect(second.json()).toMatchObject({ callListName: 'Accounting', callListColor: '#FF0000' });
    const lists = (await call('GET', '/calllist')).json();
    expect(lists.lists.map((list: { callListName: string }) => list.callListName)).toEqual(['Accounting', 'Nurses Q3']);
    expect(lists.unclassifiedCount).toBe(0);
    expect((await call('GET', '/calllist', { user: stranger })).json().lists).toEqual([]);
  });

  it('answers the spec message for a missing name and 400 for bad colours', async () => {
    for (const body of [{}, { CallListName: '' }, { CallListName: '   ' }]) {
      const response = await call('POST', '/calllist', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Field is required');
    }
    expect((await call('POST', '/calllist', { body: { CallListName: 'x', CallListColor: 'red' } })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/calllist', { body: { CallListName: 'x'.repeat(101) } })).statusCode).toBe(400);
    expect(
      (await call('POST', '/calllist', { body: { CallListName: 'x' }, permissions: [PERMISSIONS.readMe] })).statusCode,
    ).toBe(403);
  });
});

describe('membership and batches', () => {
  it('sets, adds and removes lists of a contact and reads the list in batches', async () => {
    const list = (await call('POST', '/calllist', { body: { CallListName: 'Walk me' } })).json().callListId;
    const other = (await call('POST', '/calllist', { body: { CallListName: 'Other' } })).json().callListId;
    for (const contactId of contacts) {
      const response = await call('PUT', `/calllist/contact/${contactId}`, { body: { callListIds: [list] } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const added = await call('PUT', `/calllist/contact/${contacts[0]}`, { body: { CallListId: other } });
    expect(added.json()).toEqual({ contactId: contacts[0], callListIds: [list, other].sort((a, b) => a - b) });
    const removed = await call('PUT', `/calllist/contact/${contacts[0]}`, {
      body: { CallListId: other, remove: true },
    });
    expect(removed.json().callListIds).toEqual([list]);

    const batch = await call('GET', `/calllist/${list}?offset=0&count=2`);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ callList: { callListName: 'Walk me', contactCount: 3 }, found: 3 });
    expect(batch.json().hits.map((hit: { lastName: string }) => hit.lastName)).toEqual(['Adams', 'Brown']);
    expect(batch.json().hits[0]).toMatchObject({ callListIds: [list], company: { name: 'Acme Health' } });
    const next = await call('GET', `/calllist/${list}?offset=2&count=2`);
    expect(next.json().hits.map((hit: { lastName: string }) => hit.lastName)).toEqual(['Clark']);
    const searched = await call('GET', `/calllist/${list}?search=bro`);
    expect(searched.json()).toMatchObject({ found: 1, hits: [{ lastName: 'Brown' }] });
    expect((await call('GET', `/calllist/${list}?count=101`)).statusCode).toBe(400);

    const cleared = await call('PUT', `/calllist/contact/${contacts[2]}`, { body: { callListIds: [] } });
    expect(cleared.json().callListIds).toEqual([]);
  });

  it('keeps a list in name and company order when contacts and companies are renamed or move', async () => {
    const zed = await insertCompany(context.db, { name: 'Zed Staffing' });
    const bee = await insertCompany(context.db, { name: 'Bee Labs' });
    const people = [
      await insertContact(context.db, { companyId: zed, firstName: 'Al', lastName: 'Young' }),
      await insertContact(context.db, { companyId: bee, firstName: 'Bea', lastName: 'Xu' }),
      await insertContact(context.db, { companyId: zed, firstName: 'Cal', lastName: 'Webb' }),
    ];
    const list = (await call('POST', '/calllist', { body: { CallListName: 'Order' } })).json().callListId;
    for (const contactId of people)
      await call('PUT', `/calllist/contact/${contactId}`, { body: { callListIds: [list] } });
    const order = async (group: boolean) =>
      (await call('GET', `/calllist/${list}?count=10${group ? '&group=true' : ''}`))
        .json()
        .hits.map((hit: { lastName: string; company: { name: string } }) => `${hit.company.name}/${hit.lastName}`);
    expect(await order(false)).toEqual(['Zed Staffing/Webb', 'Bee Labs/Xu', 'Zed Staffing/Young']);
    expect(await order(true)).toEqual(['Bee Labs/Xu', 'Zed Staffing/Webb', 'Zed Staffing/Young']);

    await context.db
      .updateTable('contacts')
      .set({ lastName: 'Abbot' })
      .where('id', '=', people[0] as number)
      .execute();
    await context.db.updateTable('companies').set({ name: 'Able Staffing' }).where('id', '=', zed).execute();
    await context.db
      .updateTable('contacts')
      .set({ companyId: zed })
      .where('id', '=', people[1] as number)
      .execute();
    expect(await order(false)).toEqual(['Able Staffing/Abbot', 'Able Staffing/Webb', 'Able Staffing/Xu']);
    await context.db
      .updateTable('contacts')
      .set({ companyId: bee })
      .where('id', '=', people[0] as number)
      .execute();
    expect(await order(true)).toEqual(['Able Staffing/Webb', 'Able Staffing/Xu', 'Bee Labs/Abbot']);
  });

  it('limits the batch without read:contacts and says the overall total', async () => {
    const list = (await call('POST', '/calllist', { body: { CallListName: 'Limited' } })).json().callListId;
    for (const contactId of contacts)
      await call('PUT', `/calllist/contact/${contactId}`, { body: { CallListId: list } });
    const limited = await call('GET', `/calllist/${list}?offset=2`, {
      permissions: [PERMISSIONS.readAnyLeads, PERMISSIONS.readMe],
    });
    expect(limited.json()).toMatchObject({ found: 3, overallTotal: 3 });
    expect(limited.json().hits).toHaveLength(1);
    expect((await call('GET', `/calllist/${list}`)).json().overallTotal).toBeUndefined();
  });
});

describe('another organisation', () => {
  it('never sees, reads, changes or deletes our lists', async () => {
    const list = (await call('POST', '/calllist', { body: { CallListName: 'Secret' } })).json().callListId;
    await call('PUT', `/calllist/contact/${contacts[1]}`, { body: { CallListId: list } });
    expect((await call('GET', `/calllist/${list}`, { user: stranger })).statusCode).toBe(404);
    expect((await call('DELETE', `/calllist/${list}`, { user: stranger })).statusCode).toBe(404);
    const put = await call('PUT', `/calllist/contact/${contacts[1]}`, { user: stranger, body: { CallListId: list } });
    expect(put.statusCode).toBe(404);
    const search = await call('GET', `/companycontacts?callListId=${list}`, { user: stranger });
    expect(search.statusCode).toBe(404);
    const theirs = await call('GET', `/companycontacts?contactName=brown`, { user: stranger });
    expect(theirs.json().hits[0].callListIds).toEqual([]);
  });

  it('refuses unknown contacts and malformed or negative ids', async () => {
    expect((await call('PUT', '/calllist/contact/999999', { body: { callListIds: [] } })).statusCode).toBe(404);
    expect((await call('GET', '/calllist/-1')).statusCode).toBe(400);
    expect((await call('GET', '/calllist/abc')).statusCode).toBe(400);
    expect((await call('DELETE', '/calllist/0')).statusCode).toBe(400);
    expect((await call('PUT', `/calllist/contact/${contacts[0]}`, { body: { callListIds: [-3] } })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/calllist/contact/${contacts[0]}`, { body: {} })).statusCode).toBe(400);
  });
});

describe('deleting and Unclassified Outreach', () => {
  it('deletes a list; its contacts with interactions become Unclassified Outreach', async () => {
    const list = (await call('POST', '/calllist', { body: { CallListName: 'Temporary' } })).json().callListId;
    const contactId = contacts[2] as number;
    await call('PUT', `/calllist/contact/${contactId}`, { body: { callListIds: [list] } });
    await call('POST', '/logcontact', { body: { contactId, interactionTypeId: 1 } });
    expect((await call('GET', '/interactions/nocalllist')).json().found).toBe(0);
    expect((await call('DELETE', `/calllist/${list}`, { user: teammate })).json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/calllist/${list}`)).statusCode).toBe(404);
    const unclassified = (await call('GET', '/interactions/nocalllist')).json();
    expect(unclassified).toMatchObject({ callList: { callListId: -1, callListName: 'Unclassified Outreach' } });
    expect(unclassified.hits.map((hit: { id: number }) => hit.id)).toEqual([contactId]);
    expect((await call('GET', '/calllist')).json().unclassifiedCount).toBe(1);
    expect((await call('GET', '/companycontacts?callListId=-1')).json().found).toBe(1);
    expect((await call('GET', '/interactions/nocalllist', { user: stranger })).json().found).toBe(0);
  });
});
