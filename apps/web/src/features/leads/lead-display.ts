import { hasPermission, LEAD_RESULT_WINDOW, type LeadSearchResponse, PERMISSIONS } from '@agencyscout/contracts';
import { LEAD_SCREEN_TEXTS } from '../../lib/lead-texts.ts';

/**
 * The count of the header (§2.3 'Counts', §6): with read:leads only the visible count; with is:openWeb no
 * overall total; everybody else sees the visible count followed by the overall count ('x / total overall').
 */
export function leadCountText(
  permissions: readonly string[],
  response: Pick<LeadSearchResponse, 'found' | 'overallTotal'>,
): string | null {
  if (response.found === null) return null;
  const fullCount = hasPermission(permissions, PERMISSIONS.readLeads);
  const openWeb = hasPermission(permissions, PERMISSIONS.isOpenWeb);
  if (fullCount || openWeb || response.overallTotal === undefined) {
    return LEAD_SCREEN_TEXTS.visibleCount(response.found);
  }
  return LEAD_SCREEN_TEXTS.limitedCount(response.found, response.overallTotal);
}

/** Table height offsets of §2.3 / §9: ticker full, ticker compact or unset, no ticker; +24 with a fixed company. */
export const LEAD_TABLE_OFFSETS = { tickerFull: 373, tickerCompact: 283, noTicker: 239, company: 24 } as const;
/** Below this the table would be unusable on short windows (our floor; the spec gives none). */
export const MIN_LEAD_TABLE_HEIGHT = 240;

export interface TableHeightOptions {
  windowHeight: number;
  /** read:ticker. */
  hasTicker: boolean;
  /** The tickerMode cookie: 'full', 'compact' or unset. */
  tickerMode: string | undefined;
  companyFiltered: boolean;
}

/** Table height in px = window height − 373 (ticker full) / 283 (compact or unset) / 239 (no ticker), −24 with a company. */
export function leadTableHeight(options: TableHeightOptions): number {
  const offset = !options.hasTicker
    ? LEAD_TABLE_OFFSETS.noTicker
    : options.tickerMode === 'full'
      ? LEAD_TABLE_OFFSETS.tickerFull
      : LEAD_TABLE_OFFSETS.tickerCompact;
  const height = options.windowHeight - offset - (options.companyFiltered ? LEAD_TABLE_OFFSETS.company : 0);
  return Math.max(MIN_LEAD_TABLE_HEIGHT, height);
}

/** Detail link of a row (§2.3): /leads/{id}?leadType=Agency or /openweb/{id}?leadType=OpenWeb. */
export function leadDetailPath(hit: { id: number; leadType: 'Agency' | 'OpenWeb' }): string {
  return hit.leadType === 'OpenWeb' ? `/openweb/${hit.id}?leadType=OpenWeb` : `/leads/${hit.id}?leadType=Agency`;
}

/**
 * Pages of a result: only pages inside the result window (contracts LEAD_RESULT_WINDOW, the first 10,000 leads) are
 * offered, since the API refuses the others.
 */
export function leadPageCount(found: number, pageSize: number): number {
  return Math.min(Math.ceil(found / pageSize), Math.floor(LEAD_RESULT_WINDOW / pageSize));
}

/** Whether a search found more leads than its pages reach. */
export function beyondResultWindow(found: number | null | undefined): boolean {
  return (found ?? 0) > LEAD_RESULT_WINDOW;
}
