import {
  dropEmptyValues,
  type LeadFilters,
  type LeadType,
  leadFiltersSchema,
  MAX_LOCATIONS,
} from '@agencyscout/contracts';
import { DEFAULT_LEAD_QUERY, type LeadQuery } from './lead-query.ts';

const numberOrUndefined = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

const trimmed = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

/**
 * The filter panel's query as the saved search stores it (contracts `leadFiltersSchema`, prospecting-core §5:
 * empty values dropped). The header switches (favorite, viewed…) are personal and not saved.
 */
export function leadQueryToFilters(query: LeadQuery, leadType: LeadType): LeadFilters {
  return dropEmptyValues({
    keyWords: query.keyWords.trim(),
    locations: query.locations,
    jobTitle: query.jobTitle.trim(),
    company: trimmed(query.company),
    companyIndustry: trimmed(query.companyIndustry),
    employeeRange: query.employeeRange,
    industries: trimmed(query.industries),
    employmentType: query.employmentType,
    minSalary: numberOrUndefined(query.minSalary),
    maxSalary: numberOrUndefined(query.maxSalary),
    minExperience: numberOrUndefined(query.minExperience),
    datePosted: query.datePosted > 0 ? query.datePosted : undefined,
    dateAfter: query.dateAfter,
    dateBefore: query.dateBefore,
    jobleadId: numberOrUndefined(query.jobleadId),
    leadType,
  }) as LeadFilters;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A saved search's stored query as the filter panel edits it; fields the schema refuses fall back to the
 * defaults. `tooManyLocations` is true when it held more than 20 locations (§5 'Only 20 locations can be saved').
 */
export function filtersToLeadQuery(stored: unknown): { query: LeadQuery; tooManyLocations: boolean } {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const locations = Array.isArray(raw.locations) ? raw.locations : [];
  const parsed = leadFiltersSchema.safeParse({ ...raw, locations: locations.slice(0, MAX_LOCATIONS) });
  const filters: LeadFilters = parsed.success ? parsed.data : {};
  return {
    tooManyLocations: locations.length > MAX_LOCATIONS,
    query: {
      ...DEFAULT_LEAD_QUERY,
      keyWords: filters.keyWords ?? '',
      locations: filters.locations ?? [],
      jobTitle: filters.jobTitle ?? '',
      company: filters.company ?? [],
      companyIndustry: filters.companyIndustry ?? [],
      employeeRange: filters.employeeRange ?? [],
      industries: filters.industries ?? [],
      employmentType: filters.employmentType ?? [],
      minSalary: text(filters.minSalary),
      maxSalary: text(filters.maxSalary),
      minExperience: text(filters.minExperience),
      datePosted: filters.datePosted && filters.datePosted > 0 ? filters.datePosted : -1,
      dateAfter: filters.dateAfter ?? '',
      dateBefore: filters.dateBefore ?? '',
      jobleadId: text(filters.jobleadId),
    },
  };
}
