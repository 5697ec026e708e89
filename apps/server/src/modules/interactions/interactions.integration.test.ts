/**
 * POST /logcontact and DELETE /logcontact/{id} through HTTP (outreach-integrations-admin §2 'Contact interaction
 * logging', §3 'Interaction', §7): logging, related leads, plain-text notes, bad input, organisation scope, and the
 * log as the contact search and the lead detail show it.
 */
import { PERMISSIONS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

let context: TestContext;
let owner: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let contactId: number;
let otherContact: number;
let lead: number;
let otherLead: number;

beforeAll(async () => {
  context = await createTestApp();
  owner = await createUser(context.db);
  teammate = await createUser(context.db, { orgId: owner.orgId });
  stranger = await createUser(context.db);
  const acme = await insertCompany(context.db, { name: 'Acme Health' });
  const globex = await insertCompany(context.db, { name: 'Globex' });
  contactId = await insertContact(context.db, { companyId: acme, firstName: 'Ada', lastName: 'Adams' });
  otherContact = await insertContact(context.db, { companyId: acme, firstName: 'Bo', lastName: 'Brown' });
  lead = await insertLead(context.db, { title: 'Nurse', companyId: acme, companyName: 'Acme Health' });
  otherLead = await insertLead(context.db, { title: 'Engineer', companyId: globex, companyName: 'Globex' });
});
afterAll(() => context?.close());

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { user?: TestUser; body?: unknown; permissions?: string[] } = {},
) {
  const { user = owner, body, permissions } = options;
  return callApi(context, user, { method, url, body, permissions });
}

describe('logging', () => {
  it('logs a call with notes and a related lead, answering the spec shape', async () => {
    const notes = '<img src=x onerror=alert(1)> called, will call back';
    const response = await call('POST', '/logcontact', {
      body: { ContactId: contactId, InteractionTypeId: 1, MadeContact: 1, Notes: notes, JobLeads: [lead] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      contactId,
      interactionTypeId: 1,
      madeContact: true,
      notes,
      userEmail: owner.email,
      interactionType: { id: 1, text: 'Called' },
      jobleads: [{ id: lead, title: 'Nurse' }],
    });
    expect(response.json().contactInteractionId).toBeGreaterThan(0);
  });

  it('shows the organisation’s log, newest first, on the contact search and the lead detail', async () => {
    await call('POST', '/logcontact', { user: teammate, body: { contactId, interactionTypeId: -1 } });
    const hit = (await call('GET', '/companycontacts?contactName=ada')).json().hits[0];
    expect(hit.interactions.map((item: { interactionTypeId: number }) => item.interactionTypeId)).toEqual([-1, 1]);
    expect(hit.lastContact).toBe(hit.interactions[0].createdDate);
    expect(hit.interactions[0]).toMatchObject({
      interactionType: { text: 'Do Not Contact' },
      userEmail: teammate.email,
    });
    const detail = (await call('GET', `/leads/${lead}`)).json();
    const onDetail = detail.contacts.find((item: { id: number }) => item.id === contactId);
    expect(onDetail.interactions).toHaveLength(2);
    const theirs = (await call('GET', '/companycontacts?contactName=ada', { user: stranger })).json().hits[0];
    expect(theirs).toMatchObject({ interactions: [], lastContact: null });
  });

  it('refuses bad input with 400 and never 500', async () => {
    const bodies = [
      {},
      { contactId },
      { contactId, interactionTypeId: 0 },
      { contactId, interactionTypeId: 10 },
      { contactId, interactionTypeId: 7 },
      { contactId, interactionTypeId: 'Called' },
      { contactId: -4, interactionTypeId: 1 },
      { contactId, interactionTypeId: 1, notes: 'x'.repeat(10_000) },
      { contactId, interactionTypeId: 1, madeContact: 2 },
      { contactId, interactionTypeId: 1, jobLeadIds: [-1] },
    ];
    for (const body of bodies) {
      const response = await call('POST', '/logcontact', { body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const tooLong = await call('POST', '/logcontact', {
      body: { contactId, interactionTypeId: 1, notes: 'x'.repeat(10_000) },
    });
    expect(tooLong.json().message).toContain('Notes cannot exceed 5000 characters');
    const automatic = await call('POST', '/logcontact', { body: { contactId, interactionTypeId: 8 } });
    expect(automatic.json().message).toContain('logged automatically');
    expect((await call('POST', '/logcontact', { body: { contactId: 999999, interactionTypeId: 1 } })).statusCode).toBe(
      404,
    );
    const foreignLead = await call('POST', '/logcontact', {
      body: { contactId, interactionTypeId: 1, jobLeadIds: [otherLead] },
    });
    expect(foreignLead.statusCode).toBe(400);
    const missingLead = await call('POST', '/logcontact', {
      body: { contactId, interactionTypeId: 1, jobLeadIds: [999999] },
    });
    expect(missingLead.statusCode).toBe(404);
    const noAccess = await call('POST', '/logcontact', {
      body: { contactId, interactionTypeId: 1 },
      permissions: [PERMISSIONS.readMe],
    });
    expect(noAccess.statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('deletes within the organisation only and answers the new last contact', async () => {
    const first = (
      await call('POST', '/logcontact', { body: { contactId: otherContact, interactionTypeId: 3 } })
    ).json();
    const second = (
      await call('POST', '/logcontact', { body: { contactId: otherContact, interactionTypeId: 4 } })
    ).json();
    expect((await call('DELETE', `/logcontact/${second.contactInteractionId}`, { user: stranger })).statusCode).toBe(
      404,
    );
    const removed = await call('DELETE', `/logcontact/${second.contactInteractionId}`, { user: teammate });
    expect(removed.json()).toEqual({ deleted: true, contactId: otherContact, lastContact: first.createdDate });
    expect((await call('DELETE', `/logcontact/${second.contactInteractionId}`)).statusCode).toBe(404);
    const last = await call('DELETE', `/logcontact/${first.contactInteractionId}`);
    expect(last.json()).toEqual({ deleted: true, contactId: otherContact, lastContact: null });
    expect((await call('DELETE', '/logcontact/-1')).statusCode).toBe(400);
    expect((await call('DELETE', '/logcontact/abc')).statusCode).toBe(400);
  });
});
