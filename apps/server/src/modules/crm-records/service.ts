/**
 * The agency's CRM records (issue #32 point 4): the pull of a connection (scheduled, or 'Sync now'), its status
 * on the Integrations screen, and a company's records and contacts (read-only, the caller's organisation only).
 */
import {
  type CompanyCrmRecords,
  type CrmPullStatus,
  type CrmRecordProvider,
  INTEGRATION_KINDS,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { connectedKinds, type IntegrationDeps, requireConnection } from '../integrations/public.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { toChip } from './chips.ts';
import { type PullCounts, pullBullhorn, pullHubspot } from './pull.ts';
import {
  companyExists,
  findCrmChips,
  findCrmContactsOfCompany,
  findPullState,
  findPullSummary,
  finishPull,
  listPullableConnections,
} from './repository.ts';

export const KIND_OF_PROVIDER: Record<CrmRecordProvider, number> = {
  bullhorn: INTEGRATION_KINDS.bullhorn,
  hubspot: INTEGRATION_KINDS.hubspot,
};

/** The problem logged on the connection: the failure's public message (it names no secret). */
function problemOf(error: unknown): string {
  if (error instanceof AppError) return error.message.slice(0, 500);
  return 'The pull failed unexpectedly';
}

/**
 * Pulls one connection's records and records the outcome on it (time, counts, skipped records, the problem met).
 * Whole pages written before a failure stay; the next pull goes on from the cursors.
 * @throws 400 when the CRM is not connected; the provider failure (AppError 502/503/504) after logging it on the
 * connection.
 */
export async function pullConnection(deps: IntegrationDeps, orgId: string, kind: number): Promise<PullCounts> {
  const counts: PullCounts = { companies: 0, contacts: 0, skipped: 0 };
  await requireConnection(deps, orgId, kind);
  await findPullState(deps.db, orgId, kind);
  try {
    const pulled =
      kind === INTEGRATION_KINDS.bullhorn ? await pullBullhorn(deps, orgId) : await pullHubspot(deps, orgId);
    Object.assign(counts, pulled);
    const problem = pulled.skipped > 0 ? `${pulled.skipped} records could not be read and were skipped` : null;
    await finishPull(deps.db, orgId, kind, { ...pulled, problem });
    return counts;
  } catch (error) {
    await finishPull(deps.db, orgId, kind, { ...counts, problem: problemOf(error) });
    throw error;
  }
}

/** The Integrations screen: the pull state of the organisation's HubSpot and Bullhorn. */
export async function pullStatuses(db: Db, orgId: string): Promise<CrmPullStatus[]> {
  const connected = new Set((await connectedKinds(db, orgId)).map((row) => row.kind));
  const statuses: CrmPullStatus[] = [];
  for (const provider of ['bullhorn', 'hubspot'] as const) {
    const kind = KIND_OF_PROVIDER[provider];
    const summary = await findPullSummary(db, orgId, kind);
    statuses.push({
      provider,
      connected: connected.has(kind),
      lastPulledAt: summary?.lastPulledAt?.toISOString() ?? null,
      companies: summary?.companies ?? 0,
      matchedCompanies: summary?.matched ?? 0,
      contacts: summary?.contacts ?? 0,
      skipped: summary?.skipped ?? 0,
      lastProblem: summary?.lastProblem ?? null,
      lastProblemAt: summary?.lastProblemAt?.toISOString() ?? null,
    });
  }
  return statuses;
}

/** 'Sync now': pulls the provider's records at once. @throws 400 when not connected; 502/503/504 on failures. */
export async function syncNow(deps: IntegrationDeps, identity: Identity, provider: CrmRecordProvider) {
  await pullConnection(deps, identity.orgId, KIND_OF_PROVIDER[provider]);
  const statuses = await pullStatuses(deps.db, identity.orgId);
  return statuses.find((status) => status.provider === provider) as CrmPullStatus;
}

/** A company's CRM records and their contacts in the caller's organisation. @throws 404 for an unknown company. */
export async function companyCrmRecords(db: Db, identity: Identity, companyId: number): Promise<CompanyCrmRecords> {
  requireLeadAccess(identity);
  if (!(await companyExists(db, companyId))) throw notFound('Company not found');
  const [chips, contacts] = await Promise.all([
    findCrmChips(db, identity.orgId, [companyId]),
    findCrmContactsOfCompany(db, identity.orgId, companyId),
  ]);
  return { records: chips.map(toChip), contacts };
}

/**
 * The scheduled pull: every connected HubSpot and Bullhorn in turn. A connection that fails is logged on it
 * (pullConnection) and counted; the others still run.
 */
export async function pullAllConnections(deps: IntegrationDeps) {
  const summary = { connections: 0, failed: 0, companies: 0, contacts: 0, skipped: 0 };
  for (const { orgId, kind } of await listPullableConnections(deps.db)) {
    summary.connections += 1;
    try {
      const counts = await pullConnection(deps, orgId, kind);
      summary.companies += counts.companies;
      summary.contacts += counts.contacts;
      summary.skipped += counts.skipped;
    } catch {
      summary.failed += 1;
    }
  }
  return summary;
}
