/**
 * The fixed query mix of the search benchmark (issue #4): each entry is one request of the lead
 * search API and its naive SQL twin (ILIKE '%kw%' instead of full text, a haversine expression
 * instead of the GiST radius, count(*) over a plain join) that the ratio is measured against.
 */

export const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
/** Four cities of the demo data for the 'keyword within 4 locations' query (25 miles each). */
const FOUR_CITIES = [
  { ...CHICAGO, location: 'Chicago, IL' },
  { latitude: 29.7633, longitude: -95.3633, location: 'Houston, TX' },
  { latitude: 33.4484, longitude: -112.074, location: 'Phoenix, AZ' },
  { latitude: 39.9523, longitude: -75.1638, location: 'Philadelphia, PA' },
];
const METERS_PER_MILE = 1609.344;

export interface BenchQuery {
  name: string;
  /** Query string of GET /api/v1/leads. */
  params: Record<string, string>;
  /** The naive page query and count; `$user` is replaced by the benchmark user's id. */
  baseline: { page: string; count: string };
}

const AGENCY = "l.lead_type = 'Agency'";
const ACTIVE = 'l.company_id NOT IN (SELECT id FROM companies WHERE status = 0)';
const NEWEST = 'ORDER BY l.posted_at DESC NULLS LAST, l.id DESC';

function naive(where: string, options: { order?: string; offset?: number; join?: boolean } = {}) {
  const from = options.join ? 'leads l JOIN companies c ON c.id = l.company_id' : 'leads l';
  return {
    page: `SELECT l.id, l.title, l.company_name FROM ${from} WHERE ${where} ${options.order ?? NEWEST} LIMIT 25 OFFSET ${options.offset ?? 0}`,
    count: `SELECT count(*) FROM ${from} WHERE ${where}`,
  };
}

/** ILIKE over title, company and description for every term (the no-index way to 'search'). */
function ilikeAny(terms: string[]): string {
  return `(${terms.map((term) => `l.title ILIKE '%${term}%' OR l.company_name ILIKE '%${term}%' OR l.description ILIKE '%${term}%'`).join(' OR ')})`;
}

function haversineWithin(miles: number, { latitude, longitude } = CHICAGO): string {
  return `(2 * 6371000 * asin(sqrt(power(sin(radians(l.latitude - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${longitude}) / 2), 2))) <= ${miles * METERS_PER_MILE})`;
}

/** @param company a hiring company of the data set with many leads. */
export function queryMix(company: string): BenchQuery[] {
  const quotedCompany = company.replaceAll("'", "''");
  const chicago25 = JSON.stringify([{ ...CHICAGO, radius: 25, location: 'Chicago, IL' }]);
  return [
    {
      name: 'keyword only',
      params: { keyWords: 'nurse' },
      baseline: naive(`${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['nurse'])}`),
    },
    {
      name: 'keyword + radius + type + date',
      params: { keyWords: 'engineer', locations: chicago25, employmentType: 'Contract', datePosted: '30' },
      baseline: naive(
        `${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['engineer'])} AND ${haversineWithin(25)} AND 'Contract' = ANY(l.employment_types) AND l.posted_at >= now() - interval '30 days'`,
      ),
    },
    {
      name: 'two-word phrase',
      params: { keyWords: '"registered nurse"' },
      baseline: naive(`${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['registered nurse'])}`),
    },
    {
      name: 'keyword with exclusion',
      params: { keyWords: 'nurse -senior' },
      baseline: naive(
        `${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['nurse'])} AND NOT (l.title ILIKE '%senior%' OR l.company_name ILIKE '%senior%' OR coalesce(l.description, '') ILIKE '%senior%')`,
      ),
    },
    {
      name: 'keyword within 4 locations',
      params: {
        keyWords: 'nurse',
        locations: JSON.stringify(FOUR_CITIES.map((city) => ({ ...city, radius: 25 }))),
      },
      baseline: naive(
        `${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['nurse'])} AND (${FOUR_CITIES.map((city) => haversineWithin(25, city)).join(' OR ')})`,
      ),
    },
    {
      name: 'filters only',
      params: { employeeRange: '51-200*201-500', companyIndustry: 'Hospital & Health Care', minSalary: '80000' },
      baseline: naive(
        `${AGENCY} AND c.status = 1 AND c.employee_range IN ('51-200', '201-500') AND c.industry_id = (SELECT id FROM industries WHERE name = 'Hospital & Health Care') AND coalesce(l.max_salary, l.min_salary) >= 80000`,
        { join: true },
      ),
    },
    {
      name: 'broad keyword with total',
      params: { keyWords: 'manager OR specialist OR associate' },
      baseline: naive(`${AGENCY} AND ${ACTIVE} AND ${ilikeAny(['manager', 'specialist', 'associate'])}`),
    },
    {
      name: 'company filter',
      params: { company },
      baseline: naive(`${AGENCY} AND ${ACTIVE} AND l.company_name ILIKE '${quotedCompany}'`),
    },
    {
      name: 'Most Leads',
      params: { mostOpenings: 'true' },
      baseline: naive(`${AGENCY} AND c.status = 1`, {
        join: true,
        order: 'ORDER BY c.agency_lead_count DESC, l.posted_at DESC NULLS LAST, l.id DESC',
      }),
    },
    {
      name: 'deep page 40',
      params: { offset: '975', count: '25' },
      baseline: naive(`${AGENCY} AND ${ACTIVE}`, { offset: 975 }),
    },
    {
      name: 'favorites',
      params: { favorite: 'true' },
      baseline: naive(
        `${AGENCY} AND ${ACTIVE} AND l.id IN (SELECT lead_id FROM lead_favorites WHERE user_id = '$user')`,
      ),
    },
  ];
}
