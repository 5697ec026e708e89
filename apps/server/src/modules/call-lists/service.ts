/**
 * Outreach lists (outreach-integrations-admin §2 'Outreach list screen', §3 'Call list', §4 'Outreach list:
 * selecting, loading more on scroll, toggling list membership', §5 'name required'). Lists, their membership and
 * the Unclassified Outreach pseudo list (-1) belong to the organisation; another organisation's id answers 404.
 */
import {
  type CallList,
  type CallListContactsResponse,
  type CallListsResponse,
  type ContactCallListsChange,
  type ContactCallListsResponse,
  UNCLASSIFIED_CALL_LIST_ID,
  UNCLASSIFIED_CALL_LIST_NAME,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { findContactSummary, listContacts } from '../contacts/service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import {
  addMemberships,
  type CallListRow,
  countOwnLists,
  countUnclassified,
  deleteCallList,
  findCallLists,
  findContactLists,
  insertCallList,
  removeMemberships,
} from './repository.ts';

const LIST_NOT_FOUND = 'Outreach list not found';

function toCallList(row: CallListRow): CallList {
  return {
    callListId: Number(row.id),
    callListName: row.name,
    callListColor: row.color,
    contactCount: Number(row.contactCount),
  };
}

/** GET /calllist: the organisation's lists by name and the Unclassified Outreach count. */
export async function listCallLists(db: Db, identity: Identity): Promise<CallListsResponse> {
  requireLeadAccess(identity);
  const [rows, unclassifiedCount] = await Promise.all([
    findCallLists(db, identity.orgId),
    countUnclassified(db, identity.orgId),
  ]);
  return { lists: rows.map(toCallList), unclassifiedCount };
}

/** One of the organisation's lists. @throws 404 otherwise. */
export async function requireCallList(db: Db, identity: Identity, listId: number): Promise<CallList> {
  const [row] = await findCallLists(db, identity.orgId, listId);
  if (!row) throw notFound(LIST_NOT_FOUND);
  return toCallList(row);
}

/** POST /calllist: a new list of the organisation (name required, colour default #1FBC9C). */
export async function createCallList(
  db: Db,
  identity: Identity,
  list: { name: string; color: string },
): Promise<CallList> {
  requireLeadAccess(identity);
  const stored = await insertCallList(db, { orgId: identity.orgId, createdBy: identity.userId, ...list });
  return { callListId: Number(stored.id), callListName: list.name, callListColor: list.color, contactCount: 0 };
}

/** DELETE /calllist/{id}: the list and its memberships go; contacts and interactions stay. @throws 404. */
export async function removeCallList(db: Db, identity: Identity, listId: number): Promise<{ deleted: true }> {
  requireLeadAccess(identity);
  if (!(await deleteCallList(db, identity.orgId, listId))) throw notFound(LIST_NOT_FOUND);
  return { deleted: true };
}

export interface BatchRequest {
  offset: number;
  count: number;
  search?: string;
  group?: boolean;
}

/** GET /calllist/{id}: one batch of the list's contacts (by name, or grouped by company). @throws 404. */
export async function readCallList(
  db: Db,
  identity: Identity,
  listId: number,
  batch: BatchRequest,
): Promise<CallListContactsResponse> {
  requireLeadAccess(identity);
  const callList = await requireCallList(db, identity, listId);
  return readBatch(db, identity, callList, batch);
}

/** GET /interactions/nocalllist: one batch of the Unclassified Outreach pseudo list (id -1). */
export async function readUnclassified(
  db: Db,
  identity: Identity,
  batch: BatchRequest,
): Promise<CallListContactsResponse> {
  requireLeadAccess(identity);
  const count = await countUnclassified(db, identity.orgId);
  const callList: CallList = {
    callListId: UNCLASSIFIED_CALL_LIST_ID,
    callListName: UNCLASSIFIED_CALL_LIST_NAME,
    callListColor: '#9E9E9E',
    contactCount: count,
  };
  return readBatch(db, identity, callList, batch);
}

async function readBatch(
  db: Db,
  identity: Identity,
  callList: CallList,
  batch: BatchRequest,
): Promise<CallListContactsResponse> {
  const page = await listContacts(
    db,
    identity,
    { orgId: identity.orgId, callListId: callList.callListId, search: batch.search },
    { offset: batch.offset, count: batch.count, groupByCompany: batch.group, knownTotal: callList.contactCount },
  );
  return { callList, ...page };
}

/**
 * PUT /calllist/contact/{contactId}: puts the contact on or takes it off the organisation's lists — the whole
 * set (the multi-select menu) or one list. In one transaction.
 * @throws 404 for an unknown contact or a list of another organisation.
 */
export async function changeContactLists(
  db: Db,
  identity: Identity,
  contactId: number,
  change: ContactCallListsChange,
): Promise<ContactCallListsResponse> {
  requireLeadAccess(identity);
  if (!(await findContactSummary(db, contactId))) throw notFound('Contact not found');
  const named = 'set' in change ? change.set : 'add' in change ? [change.add] : [change.remove];
  if ((await countOwnLists(db, identity.orgId, named)) !== named.length) throw notFound(LIST_NOT_FOUND);
  const orgId = identity.orgId;
  const callListIds = await db.transaction().execute(async (transaction) => {
    if ('set' in change) {
      await removeMemberships(transaction, orgId, contactId, { keep: change.set });
      await addMemberships(transaction, orgId, contactId, change.set);
    } else if ('add' in change) {
      await addMemberships(transaction, orgId, contactId, [change.add]);
    } else {
      await removeMemberships(transaction, orgId, contactId, { only: [change.remove] });
    }
    return findContactLists(transaction, orgId, contactId);
  });
  return { contactId, callListIds };
}
