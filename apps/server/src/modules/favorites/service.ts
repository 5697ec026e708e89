/**
 * Lead favorites (prospecting-core §4 'Lead favorite: create and delete'). Both are idempotent.
 * A lead the caller may not read (unknown id, or an Agency lead for an Open Web-only account)
 * answers 404, as the lead detail does.
 */
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { requireReadableLead } from '../leads/detail-service.ts';
import { deleteFavorite, insertFavorite } from './repository.ts';

export async function setFavorite(db: Db, identity: Identity, leadId: number, favorite: boolean) {
  await requireReadableLead(db, identity, leadId);
  const key = { orgId: identity.orgId, userId: identity.userId, leadId };
  if (favorite) await insertFavorite(db, key);
  else await deleteFavorite(db, key);
  return { jobLeadId: leadId, favorite };
}
