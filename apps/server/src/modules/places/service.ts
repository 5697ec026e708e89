/**
 * Places: location autocomplete over the offline gazetteer (prospecting-core §2.3 'location(s) with
 * radius', §4 'Location', §9 'min 2 characters') and geocoding of location strings for importers.
 */
import type { Place, PlacesQuery } from '@agencyscout/contracts';
import { type GazetteerPlace, gazetteer, matchKey, searchKey } from './gazetteer.ts';

export { gazetteer } from './gazetteer.ts';

export { type GeocodeFailure, type GeocodeHints, type GeocodeResult, geocode } from './geocode.ts';

/** Whether `text` names a US state or Canadian province or territory, by code or name ('IL', 'Ontario'). */
export function isStateOrProvince(text: string | null | undefined): boolean {
  const key = matchKey(text ?? '');
  if (!key) return false;
  const { regionsByKey } = gazetteer();
  return regionsByKey.has(`US:${key}`) || regionsByKey.has(`CA:${key}`);
}

/** Index of the first entry whose key is >= prefix (binary search over the sorted entries). */
function lowerBound(entries: readonly { key: string }[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

const COUNTRY_KEYS: Readonly<Record<string, string>> = { US: 'united states usa', CA: 'canada' };

/** Does the text after the comma ('il', 'illinois', 'us', 'canada') fit the place? */
function matchesQualifier(place: GazetteerPlace, qualifier: string): boolean {
  if (!qualifier) return true;
  if (qualifier === place.stateCode?.toLowerCase() || qualifier === place.countryCode.toLowerCase()) return true;
  if (place.kind === 'city' && searchKey(place.regionName).startsWith(qualifier)) return true;
  const countryKey = COUNTRY_KEYS[place.countryCode] ?? '';
  return countryKey.startsWith(qualifier) || countryKey.split(' ').includes(qualifier);
}

function toPlace(place: GazetteerPlace): Place {
  return {
    name: place.name,
    kind: place.kind,
    stateCode: place.stateCode,
    countryCode: place.countryCode,
    latitude: place.latitude,
    longitude: place.longitude,
    label: place.label,
  };
}

/**
 * Autocomplete: places whose name starts with the query ('chic' → Chicago, IL), optionally narrowed by
 * a state, province or country after a comma ('springfield, il'). Exact names first, then countries,
 * states/provinces, then cities by population ('Brooklyn' → Brooklyn, NY; 'North York' → North York, ON),
 * shorter names.
 */
export function searchPlaces({ q, limit }: PlacesQuery): Place[] {
  const [namePart = '', ...rest] = q.split(',');
  const prefix = searchKey(namePart);
  const qualifier = searchKey(rest.join(' '));
  if (!prefix) return [];
  const { entries } = gazetteer();
  const matches = new Map<GazetteerPlace, boolean>();
  for (let index = lowerBound(entries, prefix); index < entries.length; index++) {
    const entry = entries[index];
    if (!entry?.key.startsWith(prefix)) break;
    if (!matchesQualifier(entry.place, qualifier)) continue;
    matches.set(entry.place, (matches.get(entry.place) ?? false) || entry.key === prefix);
  }
  return [...matches]
    .sort(
      ([a, aExact], [b, bExact]) =>
        Number(bExact) - Number(aExact) ||
        b.prominence - a.prominence ||
        b.population - a.population ||
        a.name.length - b.name.length ||
        a.label.localeCompare(b.label),
    )
    .slice(0, limit)
    .map(([place]) => toPlace(place));
}
