/** The chip of a lead's company in the organisation's CRM (issue #32 point 4: 'In your Bullhorn'). */
import type { CrmChip } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { type CrmChipRow, findCrmChips } from './repository.ts';

export function toChip(row: CrmChipRow): CrmChip {
  return {
    provider: row.provider,
    crmId: row.crmId,
    name: row.name,
    owner: row.owner,
    status: row.status,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  };
}

/** The chip of each company (its most recently active CRM record), by company id. */
export async function crmChipsOf(db: Db, orgId: string, companyIds: readonly number[]): Promise<Map<number, CrmChip>> {
  const chips = new Map<number, CrmChip>();
  for (const row of await findCrmChips(db, orgId, [...new Set(companyIds)])) {
    if (!chips.has(row.companyId)) chips.set(row.companyId, toChip(row));
  }
  return chips;
}
