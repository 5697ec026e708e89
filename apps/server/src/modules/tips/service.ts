/**
 * Agency Tips reading rules (prospecting-core §2.5, §3, §6, §7, §8; issue #12).
 * - Everyone signed in may search tips; without read:tips the view is limited (§6): at most LIMITED_VIEW_CAP
 *   rows, the visible count capped and the true one sent as `overallTotal`; the tips those pages showed are
 *   recorded and only they open (leads/limited-view.ts, the one place of the limited-view rules).
 * - A tip opens only while listed: unknown, malformed, expired and (limited views) never-shown ids answer 404.
 * - Opening records the caller's view once per user; views are per user and organisation, never shared.
 * - Contacts follow the lead detail's rules: 100 with read:contacts (else 25), masked in a limited view.
 */
import {
  LEAD_DETAIL_CONTACTS_FULL,
  LEAD_DETAIL_CONTACTS_LIMITED,
  LIMITED_VIEW_CAP,
  PERMISSIONS,
  type TipDetail,
  type TipSearchQuery,
  type TipSearchResponse,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { toLeadContact, withOutreach } from '../contacts/service.ts';
import { hasFullTipView, maskContacts, mayOpenTip, recordShownTips } from '../leads/limited-view.ts';
import {
  countTips,
  findTipContacts,
  findTipDetail,
  findTipPage,
  recordTipView,
  type TipDetailRow,
  tipConditions,
} from './repository.ts';

const TIP_NOT_FOUND = 'Tip not found';
const TIP_ID = /^[1-9]\d{0,15}$/;

/** A path id as a tip id; undefined for anything but a positive whole number within the safe range. */
export function parseTipId(text: string): number | undefined {
  if (!TIP_ID.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** GET /agencytips: one page of listed tips, newest discovery first, with the count rule of §6. */
export async function searchTips(
  db: Db,
  identity: Identity,
  query: TipSearchQuery,
  now: Date = new Date(),
): Promise<TipSearchResponse> {
  const where = tipConditions(query, now);
  const full = hasFullTipView(identity);
  const limit = full ? query.count : Math.max(0, Math.min(query.count, LIMITED_VIEW_CAP - query.offset));
  const [total, rows] = await Promise.all([
    countTips(db, where),
    limit === 0 ? Promise.resolve([]) : findTipPage(db, where, identity, { offset: query.offset, limit }),
  ]);
  const hits = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    companyId: Number(row.companyId),
    discoveredAt: new Date(row.discoveredAt).toISOString(),
  }));
  await recordShownTips(
    db,
    identity,
    hits.map((hit) => hit.id),
  );
  return full
    ? { found: total, rows: hits }
    : { found: Math.min(total, LIMITED_VIEW_CAP), rows: hits, overallTotal: total };
}

function toTipDetail(row: TipDetailRow, contacts: TipDetail['contacts'], contactTotal: number): TipDetail {
  return {
    id: Number(row.id),
    discoveredAt: new Date(row.discoveredAt).toISOString(),
    additionalInformation: row.additionalInformation,
    jobTips: row.jobTips,
    careerPage: row.careerPage,
    viewed: true,
    company: {
      id: Number(row.companyId),
      name: row.name,
      phone: row.phone,
      url: row.url,
      revenueUsd: row.revenueUsd === null ? null : Number(row.revenueUsd),
      address: row.address,
      address2: row.address2,
      city: row.city,
      state: row.state,
      country: row.country,
      zip: row.zip,
      employeeRange: row.employeeRange as TipDetail['company']['employeeRange'],
    },
    contacts,
    contactTotal,
  };
}

/**
 * GET /agencytips/{id}: the tip, its company, the career page and the contacts; records the caller's view.
 * @throws 404 for a malformed, unknown or expired id, and in a limited view for a tip no result page showed.
 */
export async function readTipDetail(db: Db, identity: Identity, idText: string): Promise<TipDetail> {
  const tipId = parseTipId(idText);
  const mayOpen = tipId !== undefined && (await mayOpenTip(db, identity, tipId));
  const row = mayOpen ? await findTipDetail(db, tipId, identity) : undefined;
  if (!row) throw notFound(TIP_NOT_FOUND);
  const limit = identity.permissions.includes(PERMISSIONS.readContacts)
    ? LEAD_DETAIL_CONTACTS_FULL
    : LEAD_DETAIL_CONTACTS_LIMITED;
  const [contacts] = await Promise.all([
    findTipContacts(db, Number(row.companyId), limit),
    recordTipView(db, identity, Number(row.id)),
  ]);
  const visible = maskContacts(identity, contacts.map(toLeadContact));
  const withLog = await withOutreach(db, identity.orgId, visible);
  return toTipDetail(row, withLog, Number(contacts[0]?.total ?? 0));
}
