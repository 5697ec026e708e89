/**
 * Offline geocoding of a location string against the gazetteer: 'City, ST', 'City, Province',
 * street addresses ending in 'City, ST 12345', 'State, United States', LinkedIn's metro names
 * ('Greater Chicago Area', 'Austin, Texas Metropolitan Area', 'Dallas-Fort Worth Metroplex'),
 * 'United States' / 'Canada'. It says why when it cannot.
 */
import { countryFromLocation } from '@agencyscout/contracts';
import { looksLikeAddress, splitAddress } from './address.ts';
import {
  type CityLookup,
  type Country,
  cityAtEnd,
  cityWithState,
  findRegion,
  largerElsewhere,
  lookupCity,
} from './city-lookup.ts';
import { type GazetteerPlace, gazetteer } from './gazetteer.ts';
import { plausibleCityName, tidyPlaceText } from './place-text.ts';

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

function cityResult(place: GazetteerPlace, zip: string | null): Extract<GeocodeResult, { ok: true }> {
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

/** A state or province named by a part, metro words aside ('Texas Metropolitan Area' → Texas). */
function regionIn(part: string, country: Country | null): GazetteerPlace | null {
  return findRegion(stripMetro(part), country);
}

/** Splits off a trailing country part; null country part = none found; 'other' = a country we do not cover. */
function takeCountry(parts: string[]): Country | 'other' | null {
  if (parts.length === 0) return null;
  const code = countryFromLocation(parts.join(', '));
  if (!code) return null;
  // 'Santa Fe Springs, Los Angeles, CA': a two-letter code that is also a state is the state unless a
  // state or province stands before it ('Toronto, ON, CA').
  const last = parts.at(-1) ?? '';
  if (last.length === 2 && regionIn(last, 'US') && !regionIn(parts.at(-2) ?? '', null)) return null;
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
  const { street, place } = splitAddress(tidyPlaceText(whole));
  const placed = geocodePlace(place, hints);
  const result = placed.ok && street ? { ...placed, street } : placed;
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(key, result);
  return result;
}

/** Feeds repeat their places: results by text and hints (results are never mutated by callers). */
const CACHE = new Map<string, GeocodeResult>();
const CACHE_SIZE = 50_000;

function withStateHint(parts: string[], state: string | null | undefined, country: Country | null): void {
  if (!state) return;
  const hinted = findRegion(state, country);
  if (!hinted) return;
  const last = parts.at(-1);
  const lastRegion = last ? regionIn(last, country) : null;
  if (lastRegion !== hinted) parts.push(state);
}

/** What the text itself says beyond its parts: its country (from the text or the feed) and postal code. */
interface Context {
  country: Country | null;
  countryPlace: GazetteerPlace | null;
  zip: string | null;
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
  const result = resolveParts(cleanedParts, { country, countryPlace, zip });
  return metro && result.ok ? metroResult(result) : result;
}

/** A metro area is not its core city: keep the state (and country), no city, the region's point. */
function metroResult(result: Extract<GeocodeResult, { ok: true }>): GeocodeResult {
  if (result.precision !== 'city') return { ...result, metro: true };
  const region = result.stateCode ? findRegion(result.stateCode, result.countryCode) : null;
  if (!region) return { ...result, precision: 'country', city: null, stateCode: null, metro: true };
  return { ...(areaResult(region, null, result.zip) as Extract<GeocodeResult, { ok: true }>), metro: true };
}

/** The city a part names with its state run together ('Brooklyn Ny', 'New York N'), with what stood before it. */
function runTogether(part: string, context: Context): GeocodeResult | null {
  const found = cityWithState(part, context.country);
  if (!found) return null;
  const result = cityResult(found.city, context.zip);
  return found.before && looksLikeAddress(found.before) ? { ...result, street: found.before } : result;
}

/** A city lookup's answer, or the country's, or why not; a bare name larger elsewhere in the world is outside coverage. */
function fromLookup(name: string, city: CityLookup, context: Context): GeocodeResult {
  if (!context.country && largerElsewhere(name, city)) return { ok: false, reason: 'outside-coverage' };
  if (city && 'place' in city) return cityResult(city.place, context.zip);
  if (context.countryPlace) return areaResult(context.countryPlace, null, context.zip);
  return { ok: false, reason: city ? 'ambiguous' : 'unknown-place' };
}

function resolveParts(parts: string[], context: Context): GeocodeResult {
  const { country, countryPlace, zip } = context;
  const last = parts.at(-1);
  if (!last) return countryPlace ? areaResult(countryPlace, null, zip) : { ok: false, reason: 'unknown-place' };
  const region = findRegion(last, country);
  if (parts.length === 1 && region) return areaResult(region, null, zip);
  if (!region) {
    // 'New York, N': a cut-off state code after the city.
    const before = parts.at(-2);
    if (before && /^[A-Za-z]$/.test(last)) {
      const city = lookupCity(before, { country, stateInitial: last });
      if (city && 'place' in city) return cityResult(city.place, zip);
    }
    // 'Springfield, Nowhere' or a street address without a state: the last part as a city, else a city
    // with its state run together ('Brooklyn Ny').
    const city = lookupCity(last, { country });
    if (city && 'place' in city) return fromLookup(last, city, context);
    return runTogether(last, context) ?? fromLookup(last, city, context);
  }
  return inRegion(parts.slice(0, -1), region, zip);
}

/**
 * The city of a text whose last part is its state: 'Santa Fe Springs, Los Angeles, CA' takes the first
 * part the region knows as a city, most specific first; then a city at the end of a part ('Acme in Gig
 * Harbor, WA'); else the region, with the unfound city part kept as the city name only when it could be one.
 */
function inRegion(names: string[], region: GazetteerPlace, zip: string | null): GeocodeResult {
  for (const name of names) {
    const city = lookupCity(name, { region });
    if (city && 'place' in city) return cityResult(city.place, zip);
  }
  for (const name of names) {
    const city = cityAtEnd(name, region);
    if (city) return cityResult(city, zip);
  }
  const cityName = names.at(-1) ?? '';
  return areaResult(region, plausibleCityName(cityName) ? cityName : null, zip);
}
