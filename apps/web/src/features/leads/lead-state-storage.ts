import { COOKIES, LEAD_PAGE_SIZES, LEAD_TYPES, type LeadType } from '@agencyscout/contracts';
import { z } from 'zod';
import { readLeadCookieJson, removeLeadCookie, writeLeadCookie } from '../../lib/lead-cookies.ts';
import { DEFAULT_LEAD_TOGGLES, type LeadQuery, type LeadToggles, parseStoredQuery } from './lead-query.ts';

/**
 * The leads screens' cookies (prospecting-core §3 'Cookies', §4): `leadFilter` = JSON {favorite, viewed,
 * unviewed, mostOpenings}; `leadPage` = the last page number; `leadsQuery` = JSON of the last query with its
 * leadType and page size (count).
 */

const storedFilterSchema = z.object({
  favorite: z.boolean().catch(false),
  viewed: z.boolean().catch(false),
  unviewed: z.boolean().catch(false),
  mostOpenings: z.boolean().catch(false),
});

export function readLeadFilter(): LeadToggles | undefined {
  const value = readLeadCookieJson(COOKIES.leadFilter);
  if (!value || typeof value !== 'object') return undefined;
  const result = storedFilterSchema.safeParse({ ...DEFAULT_LEAD_TOGGLES, ...value });
  if (!result.success) return undefined;
  // Viewed and Unviewed never both on (§2.3).
  return result.data.viewed && result.data.unviewed ? { ...result.data, unviewed: false } : result.data;
}

export function saveLeadFilter(toggles: LeadToggles): void {
  writeLeadCookie(COOKIES.leadFilter, JSON.stringify(toggles));
}

export function clearLeadFilter(): void {
  removeLeadCookie(COOKIES.leadFilter);
}

export function readLeadPage(): number | undefined {
  const value = readLeadCookieJson(COOKIES.leadPage);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

export function saveLeadPage(page: number): void {
  writeLeadCookie(COOKIES.leadPage, String(page));
}

export interface StoredLeadsQuery {
  query: LeadQuery;
  leadType: LeadType | undefined;
  /** Page size (25, 50 or 100), when one was stored. */
  count: number | undefined;
}

const storedMetaSchema = z.object({
  leadType: z.enum(LEAD_TYPES).optional().catch(undefined),
  count: z
    .number()
    .refine((value) => (LEAD_PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
});

export function readLeadsQuery(): StoredLeadsQuery | undefined {
  const value = readLeadCookieJson(COOKIES.leadsQuery);
  const query = parseStoredQuery(value);
  if (!query) return undefined;
  const meta = storedMetaSchema.parse(value);
  return { query, leadType: meta.leadType, count: meta.count };
}

/** Stores the query; a query too large for a cookie (about 4 KB) is not kept. */
export function saveLeadsQuery(query: LeadQuery, leadType: LeadType, count: number): void {
  writeLeadCookie(COOKIES.leadsQuery, JSON.stringify({ ...query, leadType, count }));
}
