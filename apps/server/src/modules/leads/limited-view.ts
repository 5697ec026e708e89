/**
 * Limited views (prospecting-core §6; ARCHITECTURE "Limited views"; docs/decisions.md "Limited views (issue #9)").
 * The one place that decides what a caller without full counts — the demo and trial plans — may see and open:
 * - result pages stop at LIMITED_VIEW_CAP rows, with the true total as the overall count;
 * - every lead such a page showed is recorded for that user, server-side, and only recorded leads open
 *   (lead detail, the company's other leads, favorites, client list, notes naming a lead);
 * - contacts keep names and positions, their e-mails, phones and profile links are masked.
 * Full views (read:leads, or is:openWeb) are not limited.
 * Agency Tips follow the same rule with their own permission (§6: read:tips): capped pages, and only the tips a
 * page showed open (tip detail), recorded in limited_view_tips.
 */
import { type LeadContact, LIMITED_VIEW_CAP, PERMISSIONS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';

/** Full counts with read:leads or is:openWeb (§6); everyone else has a limited view. */
export function hasFullView(permissions: readonly string[]): boolean {
  return permissions.includes(PERMISSIONS.readLeads) || permissions.includes(PERMISSIONS.isOpenWeb);
}

/** Who a lead is shown to: a caller, or the recipient of an e-mail listing leads (the client alert). */
export type LeadViewer = Pick<Identity, 'userId' | 'orgId' | 'permissions'>;

/** The caller whose shown leads bound what they may open; undefined for a full view (no bound). */
export function shownLeadsScope(identity: LeadViewer): { userId: string; orgId: string } | undefined {
  return hasFullView(identity.permissions) ? undefined : { userId: identity.userId, orgId: identity.orgId };
}

/** How many rows of a result page a caller gets at `offset`: all asked for in a full view, else up to the cap. */
export function visibleRows(identity: Identity, offset: number, count: number): number {
  return hasFullView(identity.permissions) ? count : Math.max(0, Math.min(count, LIMITED_VIEW_CAP - offset));
}

/** The count a caller sees: the true one in a full view, else capped (the true one goes to `overallTotal`). */
export function visibleTotal(identity: Identity, total: number): number {
  return hasFullView(identity.permissions) ? total : Math.min(total, LIMITED_VIEW_CAP);
}

/**
 * Records the leads a limited view was just shown (no-op for a full view): a result page, or the 'new leads at
 * your clients' e-mail. They may be opened from now on.
 */
export async function recordShownLeads(db: Db, identity: LeadViewer, leadIds: readonly number[]): Promise<void> {
  const scope = shownLeadsScope(identity);
  if (!scope || leadIds.length === 0) return;
  await db
    .insertInto('limitedViewLeads')
    .values(leadIds.map((leadId) => ({ ...scope, leadId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** True when the caller may open the lead: always in a full view, else only when a result page showed it. */
export async function mayOpenLead(db: Db, identity: Identity, leadId: number): Promise<boolean> {
  const scope = shownLeadsScope(identity);
  if (!scope) return true;
  const row = await db
    .selectFrom('limitedViewLeads')
    .select('leadId')
    .where('userId', '=', scope.userId)
    .where('orgId', '=', scope.orgId)
    .where('leadId', '=', leadId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Contacts as a limited view gets them: who and what position, without any way to reach them. */
export function maskContacts<Contact extends LeadContact>(identity: Identity, contacts: Contact[]): Contact[] {
  if (hasFullView(identity.permissions)) return contacts;
  return contacts.map((contact) => ({
    ...contact,
    email: null,
    phoneNumber: null,
    officePhone: null,
    phoneExtension: null,
    linkedinUrl: null,
  }));
}

/** Full tip counts with read:tips (§6); everyone else has a limited view of Agency Tips. */
export function hasFullTipView(identity: Identity): boolean {
  return identity.permissions.includes(PERMISSIONS.readTips);
}

/** Records the tips a limited tips view was just shown (no-op with read:tips); they may be opened from now on. */
export async function recordShownTips(db: Db, identity: Identity, tipIds: readonly number[]): Promise<void> {
  if (hasFullTipView(identity) || tipIds.length === 0) return;
  await db
    .insertInto('limitedViewTips')
    .values(tipIds.map((tipId) => ({ userId: identity.userId, orgId: identity.orgId, tipId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** True when the caller may open the tip: always with read:tips, else only when a result page showed it. */
export async function mayOpenTip(db: Db, identity: Identity, tipId: number): Promise<boolean> {
  if (hasFullTipView(identity)) return true;
  const row = await db
    .selectFrom('limitedViewTips')
    .select('tipId')
    .where('userId', '=', identity.userId)
    .where('orgId', '=', identity.orgId)
    .where('tipId', '=', tipId)
    .executeTakeFirst();
  return row !== undefined;
}
