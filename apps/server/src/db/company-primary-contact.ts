/**
 * The company's primary contact, where no lead is at hand (issue #30 'Primary contact'): the contact named
 * (`leads.primary_contact_id`, the spec's ContactId) on the company's newest lead that names one. One per company, so
 * the contact search, the outreach lists, the tip detail and the contact export mark and treat as primary
 * (all values shown, prospecting-core §2.4) the same single contact. A lead's own detail uses that lead's primary.
 * Served by the partial index leads_company_primary_contact (migration 0036).
 */
import { type RawBuilder, sql } from 'kysely';

/** A boolean SQL expression: whether the contact aliased `ct` (with `ct.company_id`) is its company's primary. */
export function isCompanyPrimaryContact(): RawBuilder<boolean> {
  return sql<boolean>`coalesce(ct.id = (
    SELECT pl.primary_contact_id FROM leads pl
    WHERE pl.company_id = ct.company_id AND pl.primary_contact_id IS NOT NULL
    ORDER BY pl.posted_at DESC NULLS LAST, pl.id DESC
    LIMIT 1
  ), false)`;
}
