/**
 * Client list membership (prospecting-core §4 'Client list membership of a company: add (CompanyId and JobId) or
 * remove (by CompanyId)'). The list is personal: every change touches the caller's own entries only. Adding
 * and removing are idempotent.
 */
import type { ClientListAddResponse } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireCompany } from '../companies/service.ts';
import { requireReadableLead } from '../leads/detail-service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { deleteClientListEntries, insertClientListEntry } from './repository.ts';

/**
 * Adds the company to the caller's client list, remembering the lead it was added from.
 * @throws 403 without lead access; 404 for an unknown company or a lead the caller may not read;
 *   400 when the lead is not one of the company's.
 */
export async function addToClientList(
  db: Db,
  identity: Identity,
  companyId: number,
  jobId: number | undefined,
): Promise<ClientListAddResponse> {
  requireLeadAccess(identity);
  await requireCompany(db, companyId);
  if (jobId !== undefined) {
    const lead = await requireReadableLead(db, identity, jobId);
    if (lead.companyId !== companyId) throw badRequest('JobId is not a lead of this company');
  }
  await insertClientListEntry(db, identity, { companyId, jobLeadId: jobId ?? null });
  return { companyId, jobId: jobId ?? null, onClientList: true };
}

/** Removes companies from the caller's client list; ids not on it are ignored. @throws 403 without lead access. */
export async function removeFromClientList(
  db: Db,
  identity: Identity,
  companyIds: readonly number[],
): Promise<{ removed: number }> {
  requireLeadAccess(identity);
  const unique = [...new Set(companyIds)];
  return { removed: await deleteClientListEntries(db, identity, unique) };
}
