/**
 * Offline geocoding of a location string against the gazetteer: 'City, ST', 'City, Province',
 * street addresses ending in 'City, ST 12345', 'State, United States', LinkedIn's metro names
 * ('Greater Chicago Area', 'Austin, Texas Metropolitan Area', 'Dallas-Fort Worth Metroplex'),
 * 'United States' / 'Canada'. It says why when it cannot.
 */
import { countryFromLocation } from '@agencyscout/contracts';
import { splitAddress } from './address.ts';
import { type GazetteerPlace, gazetteer, matchKey } from './gazetteer.ts';

export type GeocodeFailure = 'empty' | 'remote' | 'outside-coverage' | 'unknown-place' | 'ambiguous';

export type GeocodeResult =
  | {
      ok: true;
      /** What the coordinates stand for. 'region': the city (if any) was not found, coordinates are the region's. */
      precision: 'city' | 'region' | 'country';
      /** Gazetteer name for precision 'city'; the text's city (unverified) for 'region'; else null. */
      city: string | null;
      stateCode: string | null;
      countryCode: 'US' | 'CA';
      latitude: number;
      longitude: number;
      /** Postal code found at the end of the text, if any. */
      zip: string | null;
      /** Street and unit parts taken out before placing ('280 Broadway, 7th Floor'), if any. */
      street?: string | null;
      /** True when the text named a metro area ('Greater Chicago Area'): placed at its state, no city. */
      metro?: boolean;
    }
  | { ok: false; reason: GeocodeFailure };

const REMOTE = /^(remote|anywhere|work from home|wfh|virtual|telecommute|home based|home-based)$/i;
const POSTAL = /^(.*?)[\s,]*\b(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/i;
const METRO_SUFFIX = /\s+(metropolitan area|metro area|metroplex|metro|bay area|area|region)$/i;
const METRO = /^greater\s+|\s(metropolitan area|metro area|metroplex|metro|bay area|area|region)$/i;

/** Hints from the feed: the country (a mapping constant) and a state/province code or name. */
export interface GeocodeHints {
  country?: 'US' | 'CA' | null;
  state?: string | null;
}

/** 'Greater Chicago Area' → 'Chicago'; 'Austin, Texas Metropolitan Area' parts → 'Texas'. */
function stripMetro(part: string): string {
  let text = part.trim().replace(/^greater\s+/i, '');
  for (let i = 0; i < 2; i++) text = text.replace(METRO_SUFFIX, '').trim();
  return text;
}

/** Name variants to try, best first: 'Dallas-Fort Worth' → ['Dallas-Fort Worth', 'Dallas']; 'Tampa Bay' → …, 'Tampa'. */
function nameVariants(name: string): string[] {
  const variants = [name];
  const firstSegment = name.split(/\s*[-–—]{1,2}\s*/)[0]?.trim();
  if (firstSegment && firstSegment !== name) variants.push(firstSegment);
  for (const variant of [...variants]) {
    const withoutDc = variant.replace(/\s+(dc|d\.c\.)$/i, '');
    if (withoutDc !== variant) variants.push(withoutDc);
    const withoutBay = variant.replace(/\s+bay$/i, '');
    if (withoutBay !== variant) variants.push(withoutBay);
  }
  return variants;
}

function findRegion(text: string, country: 'US' | 'CA' | null): GazetteerPlace | null {
  const { regionsByKey } = gazetteer();
  const key = matchKey(stripMetro(text));
  for (const code of country ? [country] : (['US', 'CA'] as const)) {
    const region = regionsByKey.get(`${code}:${key}`);
    if (region) return region;
  }
  return null;
}

type CityLookup = { place: GazetteerPlace } | { ambiguous: true } | null;

function lookupCity(name: string, region: GazetteerPlace | null, country: 'US' | 'CA' | null): CityLookup {
  const { citiesByKey, countiesByKey } = gazetteer();
  const county = region && countiesByKey.get(`${region.countryCode}:${region.stateCode}:${matchKey(name)}`);
  if (county) return { place: county };
  for (const variant of nameVariants(name)) {
    const key0 = matchKey(variant);
    const keys = [key0, `${key0} city`, key0.replace(/ city$/, ''), `the ${key0}`].filter(
      (key, i, all) => key && all.indexOf(key) === i,
    );
    for (const key of keys) {
      const candidates = (citiesByKey.get(key) ?? []).filter(
        (city) =>
          (!region || (city.stateCode === region.stateCode && city.countryCode === region.countryCode)) &&
          (!country || city.countryCode === country),
      );
      if (candidates.length === 1 && candidates[0]) return { place: candidates[0] };
      if (candidates.length > 1) {
        const majors = candidates.filter((city) => city.populationK > 0).sort((a, b) => b.populationK - a.populationK);
        if (majors[0]) return { place: majors[0] };
        // The gazetteer lists some places twice (a town and its seat): the same place when they lie
        // together; towns of one name far apart in the state are not picked at random.
        const [first] = candidates as [GazetteerPlace, ...GazetteerPlace[]];
        const together = candidates.every(
          (city) => Math.abs(city.latitude - first.latitude) < 0.5 && Math.abs(city.longitude - first.longitude) < 0.5,
        );
        return region && together ? { place: first } : { ambiguous: true };
      }
    }
  }
  return null;
}

function cityResult(place: GazetteerPlace, zip: string | null): GeocodeResult {
  return {
    ok: true,
    precision: 'city',
    city: place.name,
    stateCode: place.stateCode,
    countryCode: place.countryCode as 'US' | 'CA',
    latitude: place.latitude,
    longitude: place.longitude,
    zip,
  };
}

function areaResult(
  place: GazetteerPlace,
  city: string | null,
  zip: string | null,
): Extract<GeocodeResult, { ok: true }> {
  return {
    ok: true,
    precision: place.kind === 'country' ? 'country' : 'region',
    city,
    stateCode: place.stateCode,
    countryCode: place.countryCode as 'US' | 'CA',
    latitude: place.latitude,
    longitude: place.longitude,
    zip,
  };
}

/** Splits off a trailing country part; null country part = none found; 'other' = a country we do not cover. */
function takeCountry(parts: string[]): 'US' | 'CA' | 'other' | null {
  if (parts.length === 0) return null;
  const code = countryFromLocation(parts.join(', '));
  if (!code) return null;
  // 'Santa Fe Springs, Los Angeles, CA': a two-letter code that is also a state is the state unless a
  // state or province stands before it ('Toronto, ON, CA').
  const last = parts.at(-1) ?? '';
  if (last.length === 2 && findRegion(last, 'US') && !findRegion(parts.at(-2) ?? '', null)) return null;
  parts.pop();
  return code === 'US' || code === 'CA' ? code : 'other';
}

/**
 * Geocodes one location string; street and unit parts are taken out first (address.ts). `hints`
 * (a feed's constant country, its state column) fill what the text does not say. Never throws.
 */
export function geocode(text: string | null | undefined, hints: GeocodeHints = {}): GeocodeResult {
  const whole = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!whole) return { ok: false, reason: 'empty' };
  if (REMOTE.test(whole)) return { ok: false, reason: 'remote' };
  const key = `${hints.country ?? ''}|${hints.state ?? ''}|${whole}`;
  const cached = CACHE.get(key);
  if (cached) return cached;
  const { street, place } = splitAddress(whole);
  const placed = geocodePlace(place, hints);
  const result = placed.ok && street ? { ...placed, street } : placed;
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(key, result);
  return result;
}

/** Feeds repeat their places: results by text and hints (results are never mutated by callers). */
const CACHE = new Map<string, GeocodeResult>();
const CACHE_SIZE = 50_000;

function withStateHint(parts: string[], state: string | null | undefined, country: 'US' | 'CA' | null): void {
  if (!state) return;
  const hinted = findRegion(state, country);
  if (!hinted) return;
  const last = parts.at(-1);
  const lastRegion = last ? findRegion(last, country) : null;
  if (lastRegion !== hinted) parts.push(state);
}

function geocodePlace(cleaned: string, hints: GeocodeHints): GeocodeResult {
  const parts = cleaned
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = takeCountry(parts) ?? hints.country ?? null;
  if (country === 'other') return { ok: false, reason: 'outside-coverage' };
  let zip: string | null = null;
  const lastIndex = parts.length - 1;
  const postal = POSTAL.exec(parts[lastIndex] ?? '');
  if (postal) {
    zip = postal[2]?.toUpperCase() ?? null;
    if (postal[1]) parts[lastIndex] = postal[1];
    else parts.pop();
  }
  withStateHint(parts, hints.state, country);
  const countryPlace = gazetteer().countries.find((place) => place.countryCode === country) ?? null;
  if (parts.length === 0) return countryPlace ? areaResult(countryPlace, null, zip) : { ok: false, reason: 'empty' };
  const metro = parts.some((part) => METRO.test(part));
  const cleanedParts = parts.map(stripMetro).filter(Boolean);
  const result = resolveParts(cleanedParts, country, countryPlace, zip);
  return metro && result.ok ? metroResult(result) : result;
}

/** A metro area is not its core city: keep the state (and country), no city, the region's point. */
function metroResult(result: Extract<GeocodeResult, { ok: true }>): GeocodeResult {
  if (result.precision !== 'city') return { ...result, metro: true };
  const region = result.stateCode ? findRegion(result.stateCode, result.countryCode) : null;
  if (!region) return { ...result, precision: 'country', city: null, stateCode: null, metro: true };
  return { ...(areaResult(region, null, result.zip) as Extract<GeocodeResult, { ok: true }>), metro: true };
}

function resolveParts(
  parts: string[],
  country: 'US' | 'CA' | null,
  countryPlace: GazetteerPlace | null,
  zip: string | null,
): GeocodeResult {
  const last = parts.at(-1);
  if (!last) return countryPlace ? areaResult(countryPlace, null, zip) : { ok: false, reason: 'unknown-place' };
  if (parts.length === 1) {
    const region = findRegion(last, country);
    if (region) return areaResult(region, null, zip);
    const city = lookupCity(last, null, country);
    if (city && 'place' in city) return cityResult(city.place, zip);
    if (countryPlace) return areaResult(countryPlace, null, zip);
    return { ok: false, reason: city ? 'ambiguous' : 'unknown-place' };
  }
  const cityName = parts.at(-2) ?? '';
  const region = findRegion(last, country);
  if (!region) {
    // 'Springfield, Nowhere' or a street address without a state: try the last part as a city.
    const city = lookupCity(last, null, country);
    if (city && 'place' in city) return cityResult(city.place, zip);
    if (countryPlace) return areaResult(countryPlace, null, zip);
    return { ok: false, reason: city ? 'ambiguous' : 'unknown-place' };
  }
  // 'Santa Fe Springs, Los Angeles, CA': the first part the region knows as a city, most specific first.
  for (const name of parts.slice(0, -1)) {
    const city = lookupCity(name, region, region.countryCode as 'US' | 'CA');
    if (city && 'place' in city) return cityResult(city.place, zip);
  }
  return areaResult(region, cityName, zip);
}
