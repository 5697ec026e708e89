/**
 * 'Find people' at a contact-data provider (issue #32 point 5; docs/decisions.md 'Contacts from a data provider').
 *
 * - Who: callers with read:contacts (the agency plan). Without a configured provider the status says so and a
 *   search answers 409.
 * - Credits: each person stored for the organisation spends one of its enrichment credits (organizations.
 *   enrichment_credit_limit per calendar month, UTC, as the export quota). Spent credits answer 429 before the
 *   provider is called; the provider is asked for no more new people than credits are left.
 * - The provider's answer is checked person by person (integrations/people-provider.ts): a malformed or hostile
 *   person is logged and skipped; an answer that is not the API's shape fails the whole search (502), nothing
 *   written. Every e-mail address runs the e-mail check (contacts/email-verifier.ts) before it is stored, so a
 *   contact is shown with its verification status from the start.
 * - People already stored at the company (the same provider person, or the same address from any source) are
 *   linked, never stored twice; people the organisation already paid for cost nothing again.
 * - Contacts stay shared company contacts (like every contact); the credit log (enrichment_credits) is the
 *   organisation's own record of who it paid for.
 */
import {
  CONTACT_PROVIDER_MISSING_CODE,
  CONTACT_PROVIDER_NAMES,
  type ContactPositionCategory,
  type ContactProviderStatus,
  ENRICHMENT_CREDITS_SPENT_CODE,
  FIND_PEOPLE_TEXTS,
  type FindPeopleResponse,
} from '@agencyscout/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { PeopleProviderClient, ProviderPerson } from '../../integrations/people-provider.ts';
import { ProviderError } from '../../integrations/provider-http.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { exportCycle } from '../account/service.ts';
import type { EmailCheck, EmailVerifier } from '../contacts/email-verifier.ts';
import { hasFullContactView, toLeadContact } from '../contacts/service.ts';
import { categoryOfTitle, titleWordsFor } from './position-titles.ts';
import {
  findCompanyDomain,
  findContactsByIds,
  findCreditUsage,
  findPaidContactIds,
  findPaidPersonIds,
  type NewProviderContact,
  storeProviderContacts,
} from './repository.ts';

export interface ContactProviderDeps {
  db: Db;
  /** The configured provider's client; null: none configured. */
  client: PeopleProviderClient | null;
  verifyEmail: EmailVerifier;
  log: FastifyBaseLogger;
}

function requireContactAccess(identity: Identity): void {
  if (!hasFullContactView(identity)) throw forbidden();
}

async function credits(db: Db, orgId: string, now: Date): Promise<ContactProviderStatus['credits']> {
  const cycle = exportCycle(now);
  const usage = await findCreditUsage(db, orgId, cycle.start);
  if (!usage) throw notFound();
  const remaining = Math.max(0, usage.limit - usage.used);
  return { used: usage.used, limit: usage.limit, remaining, resetDate: cycle.resetDate.toISOString() };
}

/** GET /contactprovider. @throws 403 without read:contacts. */
export async function getContactProviderStatus(
  deps: Pick<ContactProviderDeps, 'db' | 'client'>,
  identity: Identity,
  now = new Date(),
): Promise<ContactProviderStatus> {
  requireContactAccess(identity);
  const kind = deps.client?.kind ?? null;
  return {
    provider: kind,
    providerName: kind ? CONTACT_PROVIDER_NAMES[kind] : null,
    credits: await credits(deps.db, identity.orgId, now),
  };
}

/** The e-mail check's result as a contact's stored verification status. */
function emailStatusOf(check: EmailCheck): NewProviderContact['emailStatus'] {
  if (check.result === 'deliverable') return 'valid';
  if (check.result === 'risky') return 'catchall';
  if (check.result === 'undeliverable') return 'invalid';
  return 'unknown';
}

/** The found people with their categories and e-mail checks (a failing check reads as 'unknown'). */
async function checked(
  deps: ContactProviderDeps,
  people: readonly ProviderPerson[],
  positions: readonly ContactPositionCategory[],
): Promise<NewProviderContact[]> {
  return Promise.all(
    people.map(async (person) => {
      let emailStatus: NewProviderContact['emailStatus'] = null;
      if (person.email) {
        emailStatus = await deps.verifyEmail(person.email).then(emailStatusOf, () => 'unknown' as const);
      }
      return {
        providerPersonId: person.providerPersonId,
        firstName: person.firstName,
        lastName: person.lastName,
        position: person.title,
        category: categoryOfTitle(person.title, positions),
        email: person.email,
        emailStatus,
        linkedinUrl: person.linkedinUrl,
      };
    }),
  );
}

function providerFailure(error: unknown, provider: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  const status = error.reason === 'timeout' ? 504 : 502;
  return new AppError('CONTACT_PROVIDER_FAILED', status, FIND_PEOPLE_TEXTS.providerFailed(provider));
}

/**
 * POST /company/{companyId}/findpeople: searches the provider at the company's domain in the chosen categories
 * and stores the new people with their credits in one transaction.
 * @throws 403 without read:contacts; 404 for an unknown company; 409 without a provider or a company domain;
 * 429 ENRICHMENT_CREDITS_SPENT when no credit is left; 502/504 when the provider fails (nothing spent).
 */
export async function findPeople(
  deps: ContactProviderDeps,
  identity: Identity,
  companyId: number,
  request: { positions: ContactPositionCategory[]; size: number },
  now = new Date(),
): Promise<FindPeopleResponse> {
  requireContactAccess(identity);
  const { db, client } = deps;
  if (!client) throw new AppError(CONTACT_PROVIDER_MISSING_CODE, 409, FIND_PEOPLE_TEXTS.notConfigured);
  const company = await findCompanyDomain(db, companyId);
  if (!company) throw notFound('Company not found');
  if (!company.domain) throw new AppError('COMPANY_DOMAIN_MISSING', 409, FIND_PEOPLE_TEXTS.noDomain);
  const before = await credits(db, identity.orgId, now);
  if (before.remaining === 0) {
    throw new AppError(ENRICHMENT_CREDITS_SPENT_CODE, 429, FIND_PEOPLE_TEXTS.creditsSpent(before.limit));
  }
  const providerName = CONTACT_PROVIDER_NAMES[client.kind];
  const paid = await findPaidPersonIds(db, identity.orgId, companyId, client.kind);
  const search = { domain: company.domain, titles: titleWordsFor(request.positions), size: request.size };
  const found = await client
    .findPeople({ ...search, paid, maxNew: Math.min(request.size, before.remaining) })
    .catch((error: unknown) => {
      deps.log.warn({ err: error, provider: client.kind, companyId }, 'contact provider search failed');
      throw providerFailure(error, providerName);
    });
  if (found.skipped > 0) {
    deps.log.warn({ provider: client.kind, companyId, skipped: found.skipped }, 'contact provider people skipped');
  }
  const people = await checked(deps, found.people, request.positions);
  const stored = await db.transaction().execute((trx) =>
    storeProviderContacts(trx, identity, {
      companyId,
      provider: client.kind,
      since: exportCycle(now).start,
      people,
      now,
    }),
  );
  const knownIds = await findPaidContactIds(db, identity.orgId, companyId, found.known);
  const rows = await findContactsByIds(db, companyId, [...new Set([...stored.contactIds, ...knownIds])]);
  return {
    added: stored.contactIds.length,
    alreadyKnown: found.known.length,
    skipped: found.skipped,
    creditsSpent: stored.contactIds.length,
    credits: await credits(db, identity.orgId, now),
    contacts: rows.map(toLeadContact),
  };
}
