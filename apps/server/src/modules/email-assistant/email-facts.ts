/**
 * The facts one e-mail is written from (prospecting-core §2.4 'Email generator dialog'): the lead, its company,
 * its primary contact, the company's hiring signals as the caller may see them, and the caller's own name and
 * agency. Nothing of another user or organisation is read. A fact the data lacks is null; the template and the
 * model both turn it into a `[placeholder]` (§5).
 */
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { htmlToText } from '../../lib/html.ts';
import { shownLeadsScope } from '../leads/limited-view.ts';
import {
  countCompanyLeads,
  findCompanyContacts,
  findCompanyLeadPage,
  findLeadDetail,
  type LeadDetailRow,
} from '../leads/public.ts';
import { findCompanyTipSummary, findSender } from './repository.ts';

/** How much of the job description the model sees, in characters. */
const DESCRIPTION_EXCERPT = 1500;
/** Other openings of the company named as signals. */
const RECENT_TITLES = 3;

export interface EmailFacts {
  lead: {
    title: string;
    location: string | null;
    employmentTypes: string[];
    /** `YYYY-MM-DD`. */
    postedOn: string | null;
    pay: string | null;
    durationMonths: number | null;
    minExperienceYears: number | null;
    description: string | null;
  };
  company: { name: string; place: string | null; size: string | null; website: string | null } | null;
  contact: { firstName: string; lastName: string; position: string | null } | null;
  signals: {
    /** The company's other postings of the lead's type that the caller may see. */
    otherOpenings: number;
    recentTitles: string[];
    /** The company's Agency Tip summary, when it is a listed tip. */
    tip: string | null;
    /** True for an Agency lead: a staffing firm is known to work this role. */
    agencyWorked: boolean;
  };
  sender: { name: string | null; agencyName: string | null };
  /** What the user asked the e-mail to mention (`information`). */
  information: string | null;
}

function money(value: number, currency: string | null): string {
  const amount = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return !currency || currency === 'USD' ? `$${amount}` : `${amount} ${currency}`;
}

/** The pay as the lead detail shows it (§2.4): hourly when known, else the salary range. */
function payText(row: LeadDetailRow): string | null {
  if (row.hourlyPayMin !== null && row.hourlyPayMin > 0) {
    const max = row.hourlyPayMax !== null && row.hourlyPayMax > row.hourlyPayMin ? ` - ${row.hourlyPayMax}` : '';
    return `${money(row.hourlyPayMin, row.salaryCurrency)}${max}/Hr`;
  }
  if (row.maxSalary !== null && row.maxSalary > 0) {
    const min = row.minSalary !== null && row.minSalary > 0 ? `${money(row.minSalary, row.salaryCurrency)} - ` : '';
    return `${min}${money(row.maxSalary, row.salaryCurrency)}`;
  }
  return null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads the facts of a lead the caller may open (the caller has passed the lead detail's check). */
export async function collectEmailFacts(
  db: Db,
  identity: Identity,
  leadId: number,
  information: string | undefined,
): Promise<EmailFacts> {
  const caller = { userId: identity.userId, orgId: identity.orgId };
  const row = await findLeadDetail(db, leadId, caller);
  if (!row) throw new Error(`lead ${leadId} vanished`);
  const companyId = row.companyId;
  const shownTo = shownLeadsScope(identity);
  const [contacts, counts, recent, tip, sender] = await Promise.all([
    companyId === null || row.primaryContactId === null
      ? Promise.resolve([])
      : findCompanyContacts(db, { companyId, primaryContactId: row.primaryContactId, limit: 1 }),
    companyId === null ? Promise.resolve(null) : countCompanyLeads(db, { companyId, excludeLeadId: leadId, shownTo }),
    companyId === null
      ? Promise.resolve([])
      : findCompanyLeadPage(db, {
          companyId,
          leadType: row.leadType,
          excludeLeadId: leadId,
          caller,
          shownTo,
          offset: 0,
          limit: RECENT_TITLES,
        }),
    companyId === null ? Promise.resolve(undefined) : findCompanyTipSummary(db, companyId),
    findSender(db, caller),
  ]);
  const primary = contacts[0]?.isPrimary ? contacts[0] : undefined;
  return {
    lead: {
      title: row.title,
      location: blankToNull(row.location) ?? blankToNull([row.city, row.state].filter(Boolean).join(', ')),
      employmentTypes: row.employmentTypes,
      postedOn: row.postedAt ? row.postedAt.toISOString().slice(0, 10) : null,
      pay: payText(row),
      durationMonths: row.durationMonths,
      minExperienceYears: row.minExperienceYears,
      description: blankToNull(htmlToText(row.description ?? '').slice(0, DESCRIPTION_EXCERPT)),
    },
    company:
      row.companyName === null
        ? null
        : {
            name: row.companyName,
            place: blankToNull([row.companyCity, row.companyState].filter(Boolean).join(', ')),
            size: row.companyEmployeeRange,
            website: blankToNull(row.companyUrl),
          },
    contact:
      primary && blankToNull(primary.firstName)
        ? { firstName: primary.firstName.trim(), lastName: primary.lastName.trim(), position: primary.position }
        : null,
    signals: {
      otherOpenings: counts ? counts[row.leadType] : 0,
      recentTitles: [...new Set(recent.map((lead) => lead.title))],
      tip: blankToNull(tip?.additionalInformation),
      agencyWorked: row.leadType === 'Agency',
    },
    sender: { name: blankToNull(sender?.userName), agencyName: blankToNull(sender?.agencyName) },
    information: blankToNull(information),
  };
}
