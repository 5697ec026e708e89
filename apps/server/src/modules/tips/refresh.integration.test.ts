/**
 * The Agency Tips recompute (issue #12) on small explicit data: Agency leads from staffing-firm postings of
 * the same job, tips from signals with their evidence, the window edges, expiry and the incremental refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
} from '../../../test/helpers/test-app.ts';
import { refreshAfterImport, refreshAllTips, refreshNightly } from './refresh-service.ts';

const DAY = 86_400_000;
const asOf = new Date();
const daysAgo = (days: number) => new Date(asOf.getTime() - days * DAY);
let context: TestContext;
const companies = { firm: 0, listedFirm: 0, hospital: 0, bakery: 0, oldCo: 0, quiet: 0 };
const leads = { hospitalNurse: 0, firmNurse: 0, bakeryBaker: 0, farNurse: 0 };

async function tipOf(companyId: number) {
  return context.db
    .selectFrom('agencyTips')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('source', '=', 'signals')
    .executeTakeFirst();
}

async function leadOf(id: number) {
  return context.db
    .selectFrom('leads')
    .select(['leadType', 'agencyEvidenceLeadId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  companies.firm = await insertCompany(db, { name: 'Northwind Staffing', industry: 'Staffing & Recruiting' });
  companies.listedFirm = await insertCompany(db, { name: 'TEKsystems, Inc' });
  companies.hospital = await insertCompany(db, { name: 'Mercy Hospital' });
  companies.bakery = await insertCompany(db, { name: 'Sunrise Bakery' });
  companies.oldCo = await insertCompany(db, { name: 'Old Mill Co' });
  companies.quiet = await insertCompany(db, { name: 'Quiet Corp' });
  const open = { leadType: 'OpenWeb' as const, state: 'IL', city: 'Chicago' };
  leads.hospitalNurse = await insertLead(db, {
    ...open,
    title: 'Registered Nurse - ICU',
    companyId: companies.hospital,
    companyName: 'Mercy Hospital',
    postedAt: daysAgo(40),
  });
  leads.firmNurse = await insertLead(db, {
    ...open,
    title: 'registered nurse (ICU)',
    city: ' chicago ',
    companyId: companies.firm,
    companyName: 'Northwind Staffing',
    postedAt: daysAgo(15),
    description: 'Contract role through our staffing agency.',
  });
  leads.farNurse = await insertLead(db, {
    ...open,
    title: 'Registered Nurse ICU',
    companyId: companies.bakery,
    companyName: 'Sunrise Bakery',
    postedAt: daysAgo(200),
  });
  leads.bakeryBaker = await insertLead(db, {
    ...open,
    title: 'Baker',
    companyId: companies.bakery,
    companyName: 'Sunrise Bakery',
    postedAt: daysAgo(10),
    description: 'Weekend shifts for W2 contractors on site.',
  });
  await insertLead(db, {
    ...open,
    title: 'Millwright',
    companyId: companies.oldCo,
    companyName: 'Old Mill Co',
    postedAt: new Date(daysAgo(365).getTime() - DAY),
    employmentTypes: ['Contract'],
  });
  await insertLead(db, { ...open, title: 'Accountant', companyId: companies.quiet, companyName: 'Quiet Corp' });
  await insertLead(db, {
    ...open,
    title: 'Java Developer',
    companyId: companies.listedFirm,
    companyName: 'TEKsystems, Inc',
    employmentTypes: ['Contract'],
    postedAt: daysAgo(3),
  });
  await db
    .updateTable('leads')
    .set({ updatedAt: daysAgo(1) })
    .execute();
});

afterAll(async () => {
  await context.close();
});

describe('the full recompute', () => {
  it('makes the same job posted by a staffing firm within 30 days an Agency lead, with the firm posting as evidence', async () => {
    const summary = await refreshAllTips(context.db, asOf);
    expect(summary.agencyLeadCompanies).toBe(1);
    expect(await leadOf(leads.hospitalNurse)).toEqual({ leadType: 'Agency', agencyEvidenceLeadId: leads.firmNurse });
    expect(await leadOf(leads.firmNurse)).toEqual({ leadType: 'OpenWeb', agencyEvidenceLeadId: null });
    expect((await leadOf(leads.farNurse)).leadType).toBe('OpenWeb');
  });

  it("shows the evidence on the lead detail ('Also posted by …')", async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const token = await mintAccessToken(context, user);
    const response = await context.app.inject({ url: `/api/v1/leads/${leads.hospitalNurse}`, headers: bearer(token) });
    expect(response.json()).toMatchObject({
      leadType: 'Agency',
      alsoPostedBy: { leadId: leads.firmNurse, companyName: 'Northwind Staffing' },
    });
  });

  it('lists companies with signals in the window, never staffing firms, with the evidence', async () => {
    const hospital = await tipOf(companies.hospital);
    expect(hospital?.expiredAt).toBeNull();
    expect(new Date(hospital?.discoveredAt ?? 0).toISOString()).toBe(daysAgo(40).toISOString());
    expect(hospital?.jobTips).toContain('1 qualifying lead in the last 12 months: 1 Agency lead.');
    expect(hospital?.jobTips).toContain(`<a href="/leads/${leads.hospitalNurse}">Registered Nurse - ICU</a>`);
    const bakery = await tipOf(companies.bakery);
    expect(bakery?.jobTips).toContain('1 posting naming contractors or an agency');
    expect(await tipOf(companies.firm)).toBeUndefined();
    expect(await tipOf(companies.listedFirm)).toBeUndefined();
    expect(await tipOf(companies.oldCo)).toBeUndefined();
    expect(await tipOf(companies.quiet)).toBeUndefined();
  });
});

describe('the incremental refresh', () => {
  it('recomputes only companies whose leads changed, and expires tips whose signals are gone', async () => {
    await context.db
      .updateTable('leads')
      .set({ description: 'Weekend shifts.', updatedAt: new Date(asOf.getTime() + DAY) })
      .where('id', '=', leads.bakeryBaker)
      .execute();
    const later = new Date(asOf.getTime() + 2 * DAY);
    const summary = await refreshAfterImport(context.db, undefined, later);
    expect(summary.companies).toBe(1);
    const bakery = await tipOf(companies.bakery);
    expect(bakery?.expiredAt).not.toBeNull();
  });

  it('un-links Agency leads when the staffing firm posting goes away', async () => {
    await context.db.deleteFrom('leads').where('id', '=', leads.firmNurse).execute();
    await refreshAfterImport(context.db, [companies.firm], new Date(asOf.getTime() + 3 * DAY));
    expect(await leadOf(leads.hospitalNurse)).toEqual({ leadType: 'OpenWeb', agencyEvidenceLeadId: null });
    expect((await tipOf(companies.hospital))?.expiredAt).not.toBeNull();
  });

  it('expires a tip at night once its last signal left the 12-month window', async () => {
    await context.db
      .updateTable('leads')
      .set({ employmentTypes: ['Contract'], updatedAt: new Date(asOf.getTime() + 4 * DAY) })
      .where('id', '=', leads.hospitalNurse)
      .execute();
    await refreshNightly(context.db, new Date(asOf.getTime() + 5 * DAY));
    expect((await tipOf(companies.hospital))?.expiredAt).toBeNull();
    await refreshNightly(context.db, new Date(daysAgo(40).getTime() + 366 * DAY));
    expect((await tipOf(companies.hospital))?.expiredAt).not.toBeNull();
  });

  it('expires the tip of a company whose leads were all deleted, and recounts one that lost some (#12)', async () => {
    const db = context.db;
    const at = new Date(daysAgo(40).getTime() + 367 * DAY);
    const gone = await insertCompany(db, { name: 'Vanished Temps Co' });
    const shrunk = await insertCompany(db, { name: 'Shrinking Contracts Co' });
    const contract = {
      leadType: 'OpenWeb' as const,
      employmentTypes: ['Contract' as const],
      postedAt: new Date(at.getTime() - 10 * DAY),
    };
    await insertLead(db, { ...contract, title: 'Contract Welder', companyId: gone, companyName: 'Vanished Temps Co' });
    await insertLead(db, { ...contract, title: 'Contract Fitter', companyId: gone, companyName: 'Vanished Temps Co' });
    const kept = await insertLead(db, {
      ...contract,
      title: 'Contract Clerk',
      companyId: shrunk,
      companyName: 'Shrinking Contracts Co',
    });
    await insertLead(db, {
      ...contract,
      title: 'Contract Driver',
      companyId: shrunk,
      companyName: 'Shrinking Contracts Co',
    });
    await refreshAllTips(db, at);
    expect((await tipOf(gone))?.expiredAt).toBeNull();
    expect((await tipOf(shrunk))?.signalCount).toBe(2);

    await db.deleteFrom('leads').where('companyId', '=', gone).execute();
    await db.deleteFrom('leads').where('companyId', '=', shrunk).where('id', '<>', kept).execute();
    // No lead of either company changed (updated_at): only the deletions name them.
    const summary = await refreshAfterImport(db, undefined, new Date(at.getTime() + DAY));
    expect(summary.companies).toBe(2);
    expect((await tipOf(gone))?.expiredAt).not.toBeNull();
    expect(await tipOf(shrunk)).toMatchObject({ expiredAt: null, signalCount: 1 });
    // The deletions are consumed: the next incremental refresh looks at nothing.
    expect((await refreshAfterImport(db, undefined, new Date(at.getTime() + 2 * DAY))).companies).toBe(0);
  });
});
