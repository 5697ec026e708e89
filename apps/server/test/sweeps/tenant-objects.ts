/**
 * Organisation A's tenant-owned objects for the tenant sweep: how each is created (through the API, as A's
 * owner), what an answer must not show to someone else, and a snapshot of every row organisation A owns.
 * A new kind of tenant-owned object gets its creation here and, if it has columns org_id/user_id, is in the
 * snapshot without further work.
 *
 * The objects: company notes, a favorite, a client-list entry, lead and tip views, a session, an outreach list
 * with a contact and an interaction, saved searches (one alerting), a research request; and, made by the sweep
 * world for every sweep (integration-targets.ts), A's connections to the five CRMs with their synced items
 * (workflows, pipelines, users, series, campaigns), a campaign subscription and A's HubSpot, Bullhorn and Loxo CRM
 * ids on the catalogue's contact.
 * Not here:
 * - job sources (/api/v1/admin/sources…) are provider-wide, not tenant data: the table has no org_id, only staff
 *   reach them (create:member), and the permission sweep attacks them from every other actor and checks that a
 *   refused call changed none (integration-targets.ts snapshotTargets);
 * - company duplicates and merges (/api/v1/admin/companies…) act on the shared company catalogue and only staff
 *   reach them (create:member and role ADMIN); a merge moves tenants' notes and client-list entries with their
 *   org_id and user_id unchanged (company-duplicates merge tests);
 * - imports have no HTTP route yet (files are imported by the CLI, `npm run import`): when a route reaches them,
 *   its objects are created here and its rows get intrusions like the others.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/kysely.ts';
import { INTEGRATION_MARKERS } from './integration-targets.ts';
import type { Caller, SweepWorld, TenantObjects } from './sweep-types.ts';

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** A's outreach list (named with a marker) holding the catalogue's contact, and A's interaction with it. */
async function createOutreachObjects(world: SweepWorld, owner: Caller) {
  const { contactId, agencyLeadId } = world.catalogue;
  const listName = `sweep-list-${randomUUID()}`;
  const list = await world.call(owner, 'POST', { path: '/api/v1/calllist', body: { CallListName: listName } });
  await expectStatus(list, 201, 'outreach list');
  const callListId = (JSON.parse(list.body) as { callListId: number }).callListId;
  await expectStatus(
    await world.call(owner, 'PUT', { path: `/api/v1/calllist/contact/${contactId}`, body: { CallListId: callListId } }),
    200,
    'outreach list membership',
  );
  const interactionNotes = `sweep-interaction-${randomUUID()}`;
  const interaction = await world.call(owner, 'POST', {
    path: '/api/v1/logcontact',
    body: { contactId, interactionTypeId: 1, notes: interactionNotes, jobLeadIds: [agencyLeadId] },
  });
  await expectStatus(interaction, 201, 'interaction');
  const interactionId = (JSON.parse(interaction.body) as { contactInteractionId: number }).contactInteractionId;
  return { callListId, interactionId, contactId, markers: [listName, interactionNotes] };
}

/** A's saved search (named with a marker, with an alert on), chosen as A's owner's ticker. */
async function createSavedSearchObjects(world: SweepWorld, owner: Caller) {
  const name = `sweep-search-${randomUUID()}`;
  const saved = await world.call(owner, 'POST', {
    path: '/api/v1/savedSearches',
    body: { name, keyWords: 'Sweep', leadType: 'Agency' },
  });
  await expectStatus(saved, 201, 'saved search');
  const savedSearchId = (JSON.parse(saved.body) as { searchId: number }).searchId;
  await expectStatus(
    await world.call(owner, 'PUT', {
      path: '/api/v1/savedSearches/notifications',
      body: { searchId: savedSearchId, sendEmail: true },
    }),
    200,
    'saved search alert',
  );
  await expectStatus(
    await world.call(owner, 'POST', { path: '/api/v1/ticker', body: { searchId: savedSearchId } }),
    200,
    'ticker',
  );
  return { savedSearchId, marker: name };
}

/** A's owner's research request (its requirement a personal marker). */
async function createResearchRequest(world: SweepWorld, owner: Caller) {
  const marker = `sweep-research-${randomUUID()}`;
  const created = await world.call(owner, 'POST', {
    path: '/api/v1/companyrequest',
    body: { Location: 'Nationwide', Category: 'Technical', EmploymentType: 'All', SpecificRequirement: marker },
  });
  await expectStatus(created, 201, 'research request');
  return { researchRequestId: (JSON.parse(created.body) as { companyRequestId: number }).companyRequestId, marker };
}

/** Creates A's objects as `owner` (a user of organisation A). */
export async function createTenantObjects(world: SweepWorld, owner: Caller): Promise<TenantObjects> {
  const { companyId, agencyLeadId } = world.catalogue;
  const noteText = `sweep-note-${randomUUID()}`;
  const note = await world.call(owner, 'POST', {
    path: '/api/v1/companynotes',
    body: { notes: noteText, companyId, jobleadId: agencyLeadId },
  });
  await expectStatus(note, 201, 'company note');
  await expectStatus(
    await world.call(owner, 'POST', { path: '/api/v1/favoriteslist', query: { jobLeadId: String(agencyLeadId) } }),
    200,
    'favorite',
  );
  await expectStatus(
    await world.call(owner, 'POST', { path: `/api/v1/client/${companyId}`, query: { JobId: String(agencyLeadId) } }),
    200,
    'client list entry',
  );
  await expectStatus(await world.call(owner, 'GET', { path: `/api/v1/leads/${agencyLeadId}` }), 200, 'lead view');
  const viewedTipId = world.catalogue.privateTipId;
  await expectStatus(await world.call(owner, 'GET', { path: `/api/v1/agencytips/${viewedTipId}` }), 200, 'tip view');
  const { markers: outreachMarkers, ...outreach } = await createOutreachObjects(world, owner);
  const { savedSearchId, marker: savedSearchMarker } = await createSavedSearchObjects(world, owner);
  const research = await createResearchRequest(world, owner);
  // A's alerting saved search (inserted directly: dailyUpdate and the alert e-mails read it).
  const alertSearchName = `sweep-alert-${randomUUID()}`;
  await world.context.db
    .insertInto('savedSearches')
    .values({
      orgId: owner.user.orgId,
      userId: owner.user.userId,
      name: alertSearchName,
      query: JSON.stringify({}),
      sendEmail: true,
      sendEmailFrequency: 'daily',
      createdAt: new Date(Date.now() - 86_400_000),
    })
    .execute();
  return {
    ...outreach,
    companyId,
    savedSearchId,
    subscriptionId: world.catalogue.subscriptionId,
    subscriptionSearchId: world.catalogue.subscriptionSearchId,
    researchRequestId: research.researchRequestId,
    favoriteLeadId: agencyLeadId,
    viewedLeadId: agencyLeadId,
    viewedTipId,
    clientListCompanyId: companyId,
    noteIds: [(JSON.parse(note.body) as { companyNoteId: number }).companyNoteId],
    ownerSessionId: owner.sessionId,
    ownerUserId: owner.user.userId,
    ownerOrgId: owner.user.orgId,
    organisationMarkers: [
      noteText,
      owner.user.email,
      alertSearchName,
      ...outreachMarkers,
      savedSearchMarker,
      ...INTEGRATION_MARKERS,
    ],
    personalMarkers: [owner.sessionId, owner.user.userId, research.marker],
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The CRM ids a contact row (`contactcrms`, outreach-integrations-admin §3) carries: `BullhornId`, … */
function crmIds(node: { [key: string]: Json }): string[] {
  const crms = node.contactcrms;
  if (crms === null || typeof crms !== 'object' || Array.isArray(crms)) return [];
  return Object.entries(crms)
    .filter(([, value]) => value !== null)
    .map(([name]) => name);
}

/**
 * A's flags an answer shows: the per-user ones (favorite, viewed, onClientList on A's lead or company) and, when
 * `organisation`, A's CRM ids on the catalogue's contact, each named (`CRM id (BullhornId)`; only A has a CRM
 * connected in the sweeps).
 */
function revealedFlags(node: Json, objects: TenantObjects, found: string[], organisation: boolean): void {
  if (Array.isArray(node)) {
    for (const item of node) revealedFlags(item, objects, found, organisation);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const id = node.id;
  if (id === objects.favoriteLeadId && node.favorite === true) found.push('favorite flag');
  // The detail itself always answers viewed: true (reading it is a view); list rows must not show A's views.
  // Tip rows (discoveredAt) have their own ids; an intruder's own tip views are its own (the tips tests check
  // that A's views never show), so only lead rows are checked here.
  const isTip = 'discoveredAt' in node;
  if (!isTip && id === objects.viewedLeadId && node.viewed === true && !('contacts' in node)) found.push('viewed flag');
  if (id === objects.clientListCompanyId && node.onClientList === true) found.push('client list flag');
  if (organisation && id === objects.contactId) found.push(...crmIds(node).map((name) => `CRM id (${name})`));
  for (const value of Object.values(node)) revealedFlags(value, objects, found, organisation);
}

/**
 * What of A's objects an answer shows. `organisation` false leaves out what A's teammates may see.
 * @returns names of what leaked; empty when nothing did.
 */
export function revealed(body: string, objects: TenantObjects, options: { organisation: boolean }): string[] {
  const found = objects.personalMarkers.filter((marker) => body.includes(marker));
  if (options.organisation) found.push(...objects.organisationMarkers.filter((marker) => body.includes(marker)));
  let parsed: Json = null;
  try {
    parsed = JSON.parse(body) as Json;
  } catch {
    return found;
  }
  revealedFlags(parsed, objects, found, options.organisation);
  return found;
}

/**
 * Every row organisation A owns, as sorted JSON per table: tables with an org_id column (rows of A), tables with
 * a user_id but no org_id (rows of A's users), and A's organisation row. Rows of `exceptUserId` (the intruder,
 * who may be A's other user) are left out: the intruder may change its own rows.
 */
export async function snapshotOrganisation(db: Db, orgId: string, exceptUserId: string): Promise<string> {
  const columns = await sql<{ table: string; column: string }>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('org_id', 'user_id')`.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const row of columns.rows) tables.set(row.table, (tables.get(row.table) ?? new Set()).add(row.column));
  const parts: string[] = [];
  for (const [table, has] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const owner = has.has('org_id')
      ? sql`t.org_id = ${orgId}`
      : sql`t.user_id IN (SELECT id FROM users WHERE org_id = ${orgId})`;
    const notIntruder = has.has('user_id') ? sql`t.user_id IS DISTINCT FROM ${exceptUserId}` : sql`true`;
    const notSelf = table === 'users' ? sql`t.id <> ${exceptUserId}` : sql`true`;
    const result = await sql<{ rows: string }>`
      SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]')::text AS rows
      FROM ${sql.table(table)} t WHERE ${owner} AND ${notIntruder} AND ${notSelf}`.execute(db);
    parts.push(`${table}: ${result.rows[0]?.rows}`);
  }
  const organisation = await sql<{ row: string }>`
    SELECT to_jsonb(o)::text AS row FROM organizations o WHERE o.id = ${orgId}`.execute(db);
  parts.push(`organizations: ${organisation.rows[0]?.row}`);
  return parts.join('\n');
}
