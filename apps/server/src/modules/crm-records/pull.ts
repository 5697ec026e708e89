/**
 * The pull of the agency's CRM records (issue #32 points 4 and 7): client companies, then contacts, changed since
 * the connection's cursors, page by page (Bullhorn `start`/`count`, HubSpot `after`), through the providers' clients
 * (their 429 answers are waited out and retried by providerCall, and HubSpot's call limit is kept before sending).
 * Each record is checked on its own: one that does not fit is skipped and counted. Each page is written in one
 * transaction with its cursor, so a failure leaves whole pages only; the next pull starts from the cursor again.
 * Companies are matched to ours by the one company matcher (importers/company-matcher.ts); nothing is created.
 */
import { INTEGRATION_KINDS } from '@agencyscout/contracts';
import { companiesForMatching } from '../../importers/company-match-repository.ts';
import { companyNameKey, decideCompany } from '../../importers/company-matcher.ts';
import { listBullhornModified } from '../../integrations/bullhorn/client.ts';
import { listHubspotOwners, searchHubspotModified } from '../../integrations/hubspot/client.ts';
import { httpOptions, type IntegrationDeps, withBullhornSession, withHubspot } from '../integrations/public.ts';
import {
  BULLHORN_CONTACT_FIELDS,
  BULLHORN_CORPORATION_FIELDS,
  bullhornCompanyRecord,
  bullhornContactRecord,
  type CrmCompanyRecord,
  type CrmContactRecord,
  HUBSPOT_COMPANY_PROPERTIES,
  HUBSPOT_CONTACT_PROPERTIES,
  hubspotCompanyRecord,
  hubspotContactRecord,
} from './records.ts';
import { advanceCursor, findPullState, upsertCrmCompanies, upsertCrmContacts } from './repository.ts';

/** Records asked for per page (HubSpot's search allows at most 100). */
export const CRM_PAGE_SIZE = 100;
/** Pages of each record type one pull reads at most; the next pull goes on from the cursor. */
export const CRM_MAX_PAGES = 50;

export interface PullCounts {
  companies: number;
  contacts: number;
  skipped: number;
}

/** The ids of our companies the records are, by the one matcher (null: none of ours). */
async function matchCompanies(deps: IntegrationDeps, records: readonly CrmCompanyRecord[]) {
  const keys = records.map((record) => companyNameKey(record.name));
  const domains = records.flatMap((record) => (record.domain ? [record.domain] : []));
  const known = await companiesForMatching(deps.db, [...new Set(keys)], [...new Set(domains)]);
  return records.map((record, index) => {
    const subject = { nameKey: keys[index] ?? '', domain: record.domain, city: null, state: null };
    const decision = decideCompany(subject, known);
    return { ...record, matchedCompanyId: decision.kind === 'join' ? decision.company.id : null };
  });
}

function newest(records: readonly { modifiedAt: Date | null }[]): Date | null {
  let latest: Date | null = null;
  for (const record of records)
    if (record.modifiedAt && (!latest || record.modifiedAt > latest)) latest = record.modifiedAt;
  return latest;
}

/** Checks a page's records, writes the good ones and moves the cursor, in one transaction. */
async function writeCompanyPage(
  deps: IntegrationDeps,
  orgId: string,
  kind: number,
  records: (CrmCompanyRecord | null)[],
  counts: PullCounts,
) {
  const good = records.filter((record): record is CrmCompanyRecord => record !== null);
  counts.skipped += records.length - good.length;
  const matched = await matchCompanies(deps, good);
  const latest = newest(good);
  await deps.db.transaction().execute(async (trx) => {
    await upsertCrmCompanies(trx, orgId, kind, matched);
    if (latest) await advanceCursor(trx, orgId, kind, 'companiesCursor', latest);
  });
  counts.companies += good.length;
}

async function writeContactPage(
  deps: IntegrationDeps,
  orgId: string,
  kind: number,
  records: (CrmContactRecord | null)[],
  counts: PullCounts,
) {
  const good = records.filter((record): record is CrmContactRecord => record !== null);
  counts.skipped += records.length - good.length;
  const latest = newest(good);
  await deps.db.transaction().execute(async (trx) => {
    await upsertCrmContacts(trx, orgId, kind, good);
    if (latest) await advanceCursor(trx, orgId, kind, 'contactsCursor', latest);
  });
  counts.contacts += good.length;
}

/** Bullhorn: ClientCorporation then ClientContact changed since the cursors. @throws AppError (502/503/504). */
export async function pullBullhorn(deps: IntegrationDeps, orgId: string): Promise<PullCounts> {
  const kind = INTEGRATION_KINDS.bullhorn;
  const state = await findPullState(deps.db, orgId, kind);
  const counts: PullCounts = { companies: 0, contacts: 0, skipped: 0 };
  const http = httpOptions(deps.config, kind);
  await withBullhornSession(deps, orgId, async (session) => {
    const read = (entity: 'ClientCorporation' | 'ClientContact', fields: string, since: Date | null, page: number) =>
      listBullhornModified(http, session, {
        entity,
        fields,
        sinceMs: since?.getTime() ?? 0,
        start: page * CRM_PAGE_SIZE,
        count: CRM_PAGE_SIZE,
      });
    for (let page = 0; page < CRM_MAX_PAGES; page += 1) {
      const raw = await read('ClientCorporation', BULLHORN_CORPORATION_FIELDS, state.companiesCursor, page);
      await writeCompanyPage(deps, orgId, kind, raw.map(bullhornCompanyRecord), counts);
      if (raw.length < CRM_PAGE_SIZE) break;
    }
    for (let page = 0; page < CRM_MAX_PAGES; page += 1) {
      const raw = await read('ClientContact', BULLHORN_CONTACT_FIELDS, state.contactsCursor, page);
      await writeContactPage(deps, orgId, kind, raw.map(bullhornContactRecord), counts);
      if (raw.length < CRM_PAGE_SIZE) break;
    }
  });
  return counts;
}

/** HubSpot: companies then contacts changed since the cursors (search endpoint). @throws AppError (502/503/504). */
export async function pullHubspot(deps: IntegrationDeps, orgId: string): Promise<PullCounts> {
  const kind = INTEGRATION_KINDS.hubspot;
  const state = await findPullState(deps.db, orgId, kind);
  const counts: PullCounts = { companies: 0, contacts: 0, skipped: 0 };
  await withHubspot(deps, orgId, async (api, token) => {
    const owners = new Map(
      (await listHubspotOwners(api, token)).map((owner) => [
        owner.id,
        [owner.firstName, owner.lastName].filter(Boolean).join(' ') || (owner.email ?? owner.id),
      ]),
    );
    let after: string | undefined;
    for (let page = 0; page < CRM_MAX_PAGES; page += 1) {
      const answer = await searchHubspotModified(api, token, {
        objectType: 'companies',
        modifiedProperty: 'hs_lastmodifieddate',
        properties: HUBSPOT_COMPANY_PROPERTIES,
        sinceMs: state.companiesCursor?.getTime() ?? 0,
        after,
        limit: CRM_PAGE_SIZE,
      });
      const records = answer.results.map((raw) => hubspotCompanyRecord(raw, owners));
      await writeCompanyPage(deps, orgId, kind, records, counts);
      after = answer.after;
      if (!after) break;
    }
    after = undefined;
    for (let page = 0; page < CRM_MAX_PAGES; page += 1) {
      const answer = await searchHubspotModified(api, token, {
        objectType: 'contacts',
        modifiedProperty: 'lastmodifieddate',
        properties: HUBSPOT_CONTACT_PROPERTIES,
        sinceMs: state.contactsCursor?.getTime() ?? 0,
        after,
        limit: CRM_PAGE_SIZE,
      });
      await writeContactPage(deps, orgId, kind, answer.results.map(hubspotContactRecord), counts);
      after = answer.after;
      if (!after) break;
    }
  });
  return counts;
}
