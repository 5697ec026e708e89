/**
 * Lead favorites (prospecting-core §4 'Lead favorite: create and delete'). Both are idempotent.
 * A lead the caller may not read (unknown id, or an Agency lead for an Open Web-only account)
 * answers 404.
 */
import { PERMISSIONS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteFavorite, findLeadType, insertFavorite } from './repository.ts';

async function readableLead(db: Db, identity: Identity, leadId: number): Promise<void> {
  const lead = await findLeadType(db, leadId);
  const openWebOnly = identity.permissions.includes(PERMISSIONS.isOpenWeb);
  if (!lead || (openWebOnly && lead.leadType !== 'OpenWeb')) throw notFound('Lead not found');
}

export async function setFavorite(db: Db, identity: Identity, leadId: number, favorite: boolean) {
  await readableLead(db, identity, leadId);
  const key = { orgId: identity.orgId, userId: identity.userId, leadId };
  if (favorite) await insertFavorite(db, key);
  else await deleteFavorite(db, key);
  return { jobLeadId: leadId, favorite };
}
