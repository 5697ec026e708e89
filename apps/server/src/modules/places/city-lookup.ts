/**
 * Finding a region or a city of the gazetteer from one part of a location text: exact names with the
 * usual variants, a city written together with its state ('Brooklyn Ny', 'New York N'), a city at the
 * end of other words ('Acme in Gig Harbor'), the larger of several places of one name, and whether a
 * bare name is more likely a place elsewhere in the world ('Sydney', 'Nottingham').
 */
import { type GazetteerPlace, gazetteer, matchKey } from './gazetteer.ts';
import { CITY_ABBREVIATIONS } from './place-text.ts';

export type Country = 'US' | 'CA';

/** What a city must lie in: a region, a country, or a state whose code starts with a letter ('New York N'). */
export interface CityScope {
  region?: GazetteerPlace | null;
  country?: Country | null;
  stateInitial?: string | null;
}

export type CityLookup = { place: GazetteerPlace } | { ambiguous: true } | null;

/** A bare name is that of the largest place only when it has at least this many inhabitants… */
const DOMINANT_POPULATION = 50_000;
/** …and at least this many times those of the next. */
const DOMINANT_RATIO = 2;
/** A bare name is a place outside the US and Canada when one there is this many times larger. */
const ELSEWHERE_RATIO = 3;

/** A state or province by code or name ('IL', 'Ontario'), in `country` when given. */
export function findRegion(text: string, country: Country | null): GazetteerPlace | null {
  const { regionsByKey } = gazetteer();
  const key = matchKey(text);
  for (const code of country ? [country] : (['US', 'CA'] as const)) {
    const region = regionsByKey.get(`${code}:${key}`);
    if (region) return region;
  }
  return null;
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

function inScope(city: GazetteerPlace, { region, country, stateInitial }: CityScope): boolean {
  if (region && (city.stateCode !== region.stateCode || city.countryCode !== region.countryCode)) return false;
  if (country && city.countryCode !== country) return false;
  return !stateInitial || (city.stateCode ?? '').startsWith(stateInitial.toUpperCase());
}

function keysOf(variant: string): string[] {
  const key = matchKey(variant);
  const keys = [key, `${key} city`, key.replace(/ city$/, ''), `the ${key}`];
  return keys.filter((candidate, i) => candidate && keys.indexOf(candidate) === i);
}

function candidatesFor(key: string, scope: CityScope): GazetteerPlace[] {
  const { citiesByKey } = gazetteer();
  const abbreviation = CITY_ABBREVIATIONS.get(key);
  const found = abbreviation
    ? (citiesByKey.get(matchKey(abbreviation.name)) ?? []).filter((city) => city.stateCode === abbreviation.stateCode)
    : (citiesByKey.get(key) ?? []);
  return found.filter((city) => inScope(city, scope));
}

/**
 * Several places of one name: the largest when it is a city of 50,000+ inhabitants at least twice the
 * size of the next ('Brooklyn' → Brooklyn, NY; 'North York' → North York, ON); within one region, the
 * same place listed twice when they lie together; else ambiguous ('Springfield').
 */
function pickOne(candidates: GazetteerPlace[], scope: CityScope): CityLookup {
  const [largest, next] = [...candidates].sort((a, b) => b.population - a.population);
  if (!largest) return null;
  if (!next) return { place: largest };
  if (largest.population >= DOMINANT_POPULATION && largest.population >= DOMINANT_RATIO * next.population) {
    return { place: largest };
  }
  const together = candidates.every(
    (city) => Math.abs(city.latitude - largest.latitude) < 0.5 && Math.abs(city.longitude - largest.longitude) < 0.5,
  );
  return scope.region && together ? { place: largest } : { ambiguous: true };
}

/** A county ('Orange County, CA') or city of that name in scope; variants of the name are tried in turn. */
export function lookupCity(name: string, scope: CityScope = {}): CityLookup {
  const { region } = scope;
  const county = region && gazetteer().countiesByKey.get(`${region.countryCode}:${region.stateCode}:${matchKey(name)}`);
  if (county) return { place: county };
  for (const variant of nameVariants(name)) {
    for (const key of keysOf(variant)) {
      const candidates = candidatesFor(key, scope);
      if (candidates.length > 0) return pickOne(candidates, scope);
    }
  }
  return null;
}

/** Connecting words after which the rest of a part names the place ('Acme in Gig Harbor', 'Plant - Dayton'). */
const CONNECTOR = /(?:^|\s)(?:in|at|near|of|-|–|—|@|:|\/|\|)$/i;

/**
 * The city at the end of a part that is not a city as a whole ('Acme in Gig Harbor' → Gig Harbor,
 * 'Downtown Seattle' → Seattle): the longest run of up to four last words that is a city in the
 * region, after a connecting word or when it is a city of 50,000+ ('Corona del Mar' is not Del Mar).
 */
export function cityAtEnd(part: string, region: GazetteerPlace): GazetteerPlace | null {
  const words = part.trim().split(/\s+/);
  for (let size = Math.min(4, words.length - 1); size >= 1; size--) {
    const tail = words.slice(-size).join(' ');
    const head = words.slice(0, -size).join(' ');
    const found = lookupCity(tail, { region });
    if (!found || !('place' in found) || found.place.kind !== 'city') continue;
    if (CONNECTOR.test(head) || found.place.population >= DOMINANT_POPULATION) return found.place;
  }
  return null;
}

/** A part that ends with its state written without a comma: the city found in it, and the words before the city. */
export interface CityWithState {
  city: GazetteerPlace;
  region: GazetteerPlace;
  /** Words before the city ('75 Ninth Ave'), '' when none. */
  before: string;
}

function cityBefore(words: string[], scope: CityScope): { city: GazetteerPlace; before: string } | null {
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    const found = lookupCity(words.slice(-size).join(' '), scope);
    if (found && 'place' in found && found.place.kind === 'city') {
      return { city: found.place, before: words.slice(0, -size).join(' ') };
    }
  }
  return null;
}

/**
 * 'New York Ny', 'Brooklyn Ny', 'LIC NY', 'Buffalo New York', a cut-off 'New York N': a city followed by
 * its state's code or name (or the code's first letter) without a comma. The city must be one of the
 * state's in the gazetteer (its last one to four words before the state), else null.
 */
export function cityWithState(part: string, country: Country | null): CityWithState | null {
  const words = part.trim().split(/\s+/);
  if (words.length < 2) return null;
  for (let size = Math.min(3, words.length - 1); size >= 1; size--) {
    const stateText = words.slice(-size).join(' ');
    const rest = words.slice(0, -size);
    const region = findRegion(stateText, country);
    const initial = !region && size === 1 && /^[A-Za-z]$/.test(stateText) ? stateText : null;
    if (!region && !initial) continue;
    const found = cityBefore(rest, region ? { region } : { country, stateInitial: initial });
    if (!found) continue;
    const cityRegion = region ?? findRegion(found.city.stateCode ?? '', found.city.countryCode as Country);
    if (cityRegion) return { ...found, region: cityRegion };
  }
  return null;
}

/**
 * Is a bare name (no state, no country) more likely a place outside the US and Canada? True when a
 * place of that name elsewhere has three times the inhabitants of the largest one here ('Sydney',
 * 'Nottingham', 'London'; not 'Cambridge' or 'Hamilton').
 */
export function largerElsewhere(name: string, found: CityLookup): boolean {
  const elsewhere = gazetteer().elsewhere.get(matchKey(name)) ?? 0;
  if (elsewhere === 0) return false;
  const here = Math.max(
    found && 'place' in found ? found.place.population : 0,
    ...(gazetteer().citiesByKey.get(matchKey(name)) ?? []).map((city) => city.population),
  );
  return elsewhere >= ELSEWHERE_RATIO * here;
}
