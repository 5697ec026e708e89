/**
 * The neighbour strip of a lead opened without a result list (prospecting-core §2.4; issue #9: a direct open or a
 * reload showed no strip): the lead with the leads listed just before and after it in the default list of its type.
 *
 * Limited views (no full count, e.g. the demo plan) get no neighbours: they may open only what their capped result
 * pages showed (§6), and neighbours in the full list would reach past that cap.
 */
import type { LeadHit } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { parseLeadId, requireReadableLead } from './detail-service.ts';
import { hasFullView } from './limited-view.ts';
import { findListPosition, findNeighbourIds } from './neighbour-repository.ts';
import { findLeadRows } from './repository.ts';
import { toHit } from './service.ts';

/**
 * @returns up to three hits in list order: the previous lead, the lead, the next lead (fewer when the list is
 * shorter; empty for limited views).
 * @throws 403 without lead access; 404 when the id is not a lead the caller may read.
 */
export async function readLeadNeighbours(db: Db, identity: Identity, idText: string): Promise<{ hits: LeadHit[] }> {
  const leadId = parseLeadId(idText);
  if (leadId === undefined) throw notFound('Lead not found');
  const lead = await requireReadableLead(db, identity, leadId);
  if (!hasFullView(identity.permissions)) return { hits: [] };
  const position = await findListPosition(db, lead.id);
  if (!position) throw notFound('Lead not found');
  const { previous, next } = await findNeighbourIds(db, position);
  const order = [...new Set([previous, lead.id, next].filter((id): id is number => id !== undefined))];
  const rows = await findLeadRows(db, order, position.leadType, identity.userId);
  const byId = new Map(rows.map((row) => [Number(row.id), toHit(row)]));
  return { hits: order.map((id) => byId.get(id)).filter((hit): hit is LeadHit => hit !== undefined) };
}
