/**
 * The interaction log (outreach-integrations-admin §2 'Contact interaction logging', §3 'Interaction', §7
 * POST/DELETE /logcontact). Interactions belong to the organisation: teammates see and may delete each other's;
 * another organisation's id answers 404. Types 6–9 are written by the integrations, never through the API.
 */
import {
  CONTACT_INTERACTIONS_SHOWN,
  type DeleteInteractionResponse,
  type Interaction,
  interactionTypeFor,
  type NewInteractionParsed,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { mayReadLeadType, requireLeadAccess } from '../leads/service.ts';
import {
  deleteInteraction,
  findContactCompany,
  findInteractions,
  findLastContact,
  findLeadsOfInteraction,
  findLeadTitles,
  type InteractionRow,
  insertInteraction,
} from './repository.ts';

const CONTACT_NOT_FOUND = 'Contact not found';
const INTERACTION_NOT_FOUND = 'Interaction not found';

function toInteraction(row: InteractionRow, titles: Map<number, string>): Interaction {
  const type = interactionTypeFor(row.interactionTypeId);
  const jobLeadIds = row.jobLeadIds.map(Number);
  return {
    contactInteractionId: Number(row.id),
    contactId: Number(row.contactId),
    interactionTypeId: row.interactionTypeId,
    madeContact: row.madeContact,
    notes: row.notes,
    createdDate: row.createdAt.toISOString(),
    userEmail: row.userEmail,
    interactionType: {
      id: row.interactionTypeId,
      text: type?.text ?? String(row.interactionTypeId),
      icon: type?.icon ?? 'note',
      deletedMessage: type?.deletedMessage ?? 'Interaction deleted',
    },
    jobleads: jobLeadIds.flatMap((id) => {
      const title = titles.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
  };
}

/** The organisation's interactions with each contact, newest first (at most 50 each). */
export async function interactionsByContact(
  db: Db,
  orgId: string,
  contactIds: readonly number[],
): Promise<Map<number, Interaction[]>> {
  const rows = await findInteractions(db, { orgId, contactIds, perContact: CONTACT_INTERACTIONS_SHOWN });
  const titles = await findLeadTitles(db, [...new Set(rows.flatMap((row) => row.jobLeadIds.map(Number)))]);
  const byContact = new Map<number, Interaction[]>();
  for (const row of rows) {
    const interaction = toInteraction(row, titles);
    byContact.set(interaction.contactId, [...(byContact.get(interaction.contactId) ?? []), interaction]);
  }
  return byContact;
}

/**
 * The related leads of a new interaction: each must be a lead the caller may read, of the contact's company.
 * @throws 404 for a missing or unreadable lead; 400 for a lead of another company.
 */
async function relatedLeadTitles(
  db: Db,
  identity: Identity,
  companyId: number,
  leadIds: readonly number[],
): Promise<Map<number, string>> {
  const leads = await findLeadsOfInteraction(db, leadIds);
  for (const leadId of leadIds) {
    const lead = leads.find((row) => row.id === leadId);
    if (!lead || !mayReadLeadType(identity, lead.leadType)) throw notFound(`Lead ${leadId} not found`);
    if (lead.companyId !== companyId) throw badRequest(`Lead ${leadId} is not a lead of the contact's company`);
  }
  return new Map(leads.map((lead) => [lead.id, lead.title]));
}

/**
 * POST /logcontact: logs a call, voicemail, e-mail, LinkedIn touch, other or Do Not Contact on a contact.
 * @throws 403 without lead access; 404 for an unknown contact or lead; 400 for a lead of another company.
 */
export async function logInteraction(db: Db, identity: Identity, body: NewInteractionParsed): Promise<Interaction> {
  requireLeadAccess(identity);
  const companyId = await findContactCompany(db, body.contactId);
  if (companyId === undefined) throw notFound(CONTACT_NOT_FOUND);
  const titles = await relatedLeadTitles(db, identity, companyId, body.jobLeadIds);
  const stored = await insertInteraction(db, {
    orgId: identity.orgId,
    userId: identity.userId,
    contactId: body.contactId,
    interactionTypeId: body.interactionTypeId,
    madeContact: body.madeContact,
    notes: body.notes,
    jobLeadIds: body.jobLeadIds,
  });
  return toInteraction({ ...body, id: stored.id, createdAt: stored.createdAt, userEmail: identity.email }, titles);
}

/**
 * DELETE /logcontact/{id}: removes one of the organisation's interactions.
 * @returns the contact's latest remaining interaction time. @throws 404 for an id not of this organisation.
 */
export async function removeInteraction(db: Db, identity: Identity, id: number): Promise<DeleteInteractionResponse> {
  requireLeadAccess(identity);
  const contactId = await deleteInteraction(db, identity.orgId, id);
  if (contactId === undefined) throw notFound(INTERACTION_NOT_FOUND);
  const last = await findLastContact(db, identity.orgId, contactId);
  return { deleted: true, contactId, lastContact: last ? last.toISOString() : null };
}

/**
 * Logs an automatic interaction (types 6–9, §4 'After a push to a tool an interaction is logged automatically'),
 * written by the integrations in the same transaction as the CRM id they store.
 */
export async function logAutomaticInteraction(
  db: Db,
  identity: Pick<Identity, 'orgId' | 'userId' | 'email'>,
  entry: { contactId: number; interactionTypeId: 6 | 7 | 8 | 9; notes: string | null; madeContact?: boolean },
): Promise<Interaction> {
  const values = {
    contactId: entry.contactId,
    interactionTypeId: entry.interactionTypeId,
    madeContact: entry.madeContact ?? false,
    notes: entry.notes,
    jobLeadIds: [] as number[],
  };
  const stored = await insertInteraction(db, { ...values, orgId: identity.orgId, userId: identity.userId });
  return toInteraction({ ...values, id: stored.id, createdAt: stored.createdAt, userEmail: identity.email }, new Map());
}
