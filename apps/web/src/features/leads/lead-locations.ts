import {
  DEFAULT_RADIUS_MILES,
  LEAD_SEARCH_MESSAGES,
  type LeadLocation,
  MAX_LOCATIONS,
  type Place,
  STATEWIDE_RADIUS,
} from '@agencyscout/contracts';

/**
 * The location rules of prospecting-core §4 'Location' and §5 'Locations': picking a place fills in the
 * coordinates; a city sets radius 5 when none is chosen; a state/province (kind 'region') or a country sets
 * radius -1 (statewide), records the state code ('IL,US') and disables the radius field; a blank radius
 * defaults to 5; at most 20 locations; adding with nothing picked is refused.
 */

/** The place picked in the autocomplete, not yet added to the list. */
export interface PendingLocation {
  latitude: number;
  longitude: number;
  /** The label shown and sent ('Chicago, IL'). */
  location: string;
  /** Miles, -1 statewide, or null while blank. */
  radius: number | null;
  stateShortCountryShortName: string | null;
  /** True for a region or country: the radius field is disabled. */
  statewide: boolean;
}

/** 'IL,US' for a region, 'US' for a country, null for a city. */
function stateShortCountryShortName(place: Place): string | null {
  if (place.kind === 'city') return null;
  return place.stateCode ? `${place.stateCode},${place.countryCode}` : place.countryCode;
}

/**
 * The pending location for a picked place.
 * @param currentRadius the radius chosen before the pick (null when blank); a city keeps it unless it was statewide.
 */
export function pendingFromPlace(place: Place, currentRadius: number | null): PendingLocation {
  const statewide = place.kind !== 'city';
  const keptRadius = currentRadius !== null && currentRadius !== STATEWIDE_RADIUS ? currentRadius : null;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    location: place.label,
    radius: statewide ? STATEWIDE_RADIUS : (keptRadius ?? DEFAULT_RADIUS_MILES),
    stateShortCountryShortName: stateShortCountryShortName(place),
    statewide,
  };
}

export type AddLocationResult = { ok: true; locations: LeadLocation[] } | { ok: false; message: string };

/**
 * Adds the pending location to the list (§5). Refused with the spec's texts when nothing is picked or the list
 * already holds 20. The same place with the same radius is not added twice.
 */
export function addLocation(locations: readonly LeadLocation[], pending: PendingLocation | null): AddLocationResult {
  if (!pending) return { ok: false, message: LEAD_SEARCH_MESSAGES.noLocationPicked };
  if (locations.length >= MAX_LOCATIONS) return { ok: false, message: LEAD_SEARCH_MESSAGES.tooManyLocations };
  const next: LeadLocation = {
    latitude: pending.latitude,
    longitude: pending.longitude,
    radius: pending.radius ?? DEFAULT_RADIUS_MILES,
    stateShortCountryShortName: pending.stateShortCountryShortName,
    location: pending.location,
  };
  const duplicate = locations.some((item) => item.location === next.location && item.radius === next.radius);
  return { ok: true, locations: duplicate ? [...locations] : [...locations, next] };
}

/** 'Chicago, IL (25 mi)' or 'Illinois, US (statewide)'. */
export function describeLocation(location: LeadLocation): string {
  const reach = location.radius === STATEWIDE_RADIUS ? 'statewide' : `${location.radius} mi`;
  return `${location.location} (${reach})`;
}
