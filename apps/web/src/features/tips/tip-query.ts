/**
 * The tips filter (prospecting-core §2.5, §3 'Tips query', §5): the form's state, its validation with the lead
 * screen's texts, the wire-format query (empty values dropped, company sizes joined by '*'), and the filter kept
 * for 'Back to Tips' (dontclearfilter=true) in the session.
 */
import {
  COMPANY_SIZE_BUCKETS,
  type CompanySizeBucket,
  DEFAULT_TIP_PAGE_SIZE,
  EMPLOYEE_RANGE_SEPARATOR,
  HIRING_COMPANY_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  STATEWIDE_RADIUS,
  TIP_LOCALITY_DEFAULT_RADIUS,
  TIP_TEXTS,
} from '@agencyscout/contracts';

/** A place picked in the Location field. */
export interface TipPlace {
  label: string;
  kind: 'city' | 'region' | 'country';
  latitude: number;
  longitude: number;
  /** 'IL,US' for a region. */
  stateCountry: string | null;
}

export interface TipFilter {
  keyword: string;
  place: TipPlace | null;
  /** Miles; null while blank; -1 statewide. */
  radius: number | null;
  tipId: string;
  hiringCompany: string;
  /** Days back; -1 All. */
  datePosted: number;
  employeeRange: CompanySizeBucket[];
}

export const EMPTY_TIP_FILTER: TipFilter = {
  keyword: '',
  place: null,
  radius: null,
  tipId: '',
  hiringCompany: '',
  datePosted: -1,
  employeeRange: [],
};

export type TipFilterErrors = Partial<Record<'keyword' | 'hiringCompany' | 'tipId', string>>;

/** The form's errors (§5 texts); empty when it may be searched. */
export function validateTipFilter(filter: TipFilter): TipFilterErrors {
  const errors: TipFilterErrors = {};
  if (filter.keyword.length > KEYWORD_MAX_LENGTH) errors.keyword = TIP_TEXTS.keywordTooLong;
  if (filter.hiringCompany.length > HIRING_COMPANY_MAX_LENGTH) errors.hiringCompany = TIP_TEXTS.hiringCompanyTooLong;
  if (filter.tipId.trim() && !/^[1-9]\d{0,15}$/.test(filter.tipId.trim())) errors.tipId = TIP_TEXTS.tipIdNotANumber;
  return errors;
}

/** §2.5: a locality picked with an empty radius searches 5 miles around it; a region is statewide. */
export function withPlace(filter: TipFilter, place: TipPlace | null): TipFilter {
  if (!place) return { ...filter, place: null, radius: filter.radius === STATEWIDE_RADIUS ? null : filter.radius };
  if (place.kind === 'city') return { ...filter, place, radius: filter.radius ?? TIP_LOCALITY_DEFAULT_RADIUS };
  return { ...filter, place, radius: STATEWIDE_RADIUS };
}

export type TipSearchParams = Record<string, string | number>;

/** The GET /agencytips query of a filter and page: empty values dropped (§5), sizes joined by '*'. */
export function tipSearchParams(filter: TipFilter, page: number, pageSize: number): TipSearchParams {
  const params: TipSearchParams = { offset: (page - 1) * pageSize, count: pageSize };
  if (filter.keyword.trim()) params.keyword = filter.keyword.trim();
  if (filter.hiringCompany.trim()) params.hiringCompany = filter.hiringCompany.trim();
  if (filter.datePosted > 0) params.datePosted = filter.datePosted;
  if (filter.employeeRange.length) params.EmployeeRange = filter.employeeRange.join(EMPLOYEE_RANGE_SEPARATOR);
  if (filter.place) {
    params.location = filter.place.label;
    const radius = filter.radius ?? TIP_LOCALITY_DEFAULT_RADIUS;
    params.radius = radius;
    if (radius === STATEWIDE_RADIUS && filter.place.stateCountry) {
      params.stateShortCountryShortName = filter.place.stateCountry;
    } else {
      params.lat = filter.place.latitude;
      params.lng = filter.place.longitude;
    }
  }
  return params;
}

const STORAGE_KEY = 'agencyTips.filter';

export interface StoredTipState {
  filter: TipFilter;
  page: number;
  pageSize: number;
}

/** The filter and page of the last search (kept in the session for dontclearfilter=true). */
export function readTipState(): StoredTipState | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredTipState | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.filter) return null;
    const sizes = (parsed.filter.employeeRange ?? []).filter((size) => COMPANY_SIZE_BUCKETS.includes(size));
    return {
      filter: { ...EMPTY_TIP_FILTER, ...parsed.filter, employeeRange: sizes },
      page: Number(parsed.page) || 1,
      pageSize: Number(parsed.pageSize) || DEFAULT_TIP_PAGE_SIZE,
    };
  } catch {
    return null;
  }
}

export function saveTipState(state: StoredTipState): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function clearTipState(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
