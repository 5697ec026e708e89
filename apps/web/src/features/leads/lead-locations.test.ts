import { LEAD_SEARCH_MESSAGES, type LeadLocation, type Place } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { addLocation, describeLocation, pendingFromPlace } from './lead-locations.ts';

const chicago: Place = {
  name: 'Chicago',
  kind: 'city',
  stateCode: 'IL',
  countryCode: 'US',
  latitude: 41.85,
  longitude: -87.65,
  label: 'Chicago, IL',
};
const illinois: Place = { ...chicago, name: 'Illinois', kind: 'region', label: 'Illinois, US' };
const canada: Place = {
  ...chicago,
  name: 'Canada',
  kind: 'country',
  stateCode: null,
  countryCode: 'CA',
  label: 'Canada',
};

describe('location rules (prospecting-core §4, §5)', () => {
  it('gives a city radius 5 when none is chosen, and keeps a chosen one', () => {
    expect(pendingFromPlace(chicago, null)).toMatchObject({
      radius: 5,
      statewide: false,
      stateShortCountryShortName: null,
    });
    expect(pendingFromPlace(chicago, 25).radius).toBe(25);
    expect(pendingFromPlace(chicago, -1).radius).toBe(5);
  });

  it('makes a state/province or a country statewide (-1) and records the state code', () => {
    expect(pendingFromPlace(illinois, 25)).toMatchObject({
      radius: -1,
      statewide: true,
      stateShortCountryShortName: 'IL,US',
    });
    expect(pendingFromPlace(canada, null)).toMatchObject({
      radius: -1,
      statewide: true,
      stateShortCountryShortName: 'CA',
    });
  });

  it('refuses to add without a picked place', () => {
    expect(addLocation([], null)).toEqual({ ok: false, message: LEAD_SEARCH_MESSAGES.noLocationPicked });
  });

  it('adds with a blank radius as 5 and refuses the 21st location', () => {
    const added = addLocation([], { ...pendingFromPlace(chicago, null), radius: null });
    expect(added).toMatchObject({ ok: true, locations: [{ location: 'Chicago, IL', radius: 5 }] });
    const twenty: LeadLocation[] = Array.from({ length: 20 }, (_, index) => ({
      latitude: 40,
      longitude: -80,
      radius: 10,
      location: `Place ${index}`,
    }));
    expect(addLocation(twenty, pendingFromPlace(chicago, null))).toEqual({
      ok: false,
      message: LEAD_SEARCH_MESSAGES.tooManyLocations,
    });
  });

  it('describes a location with its reach', () => {
    expect(describeLocation({ latitude: 0, longitude: 0, radius: -1, location: 'Illinois, US' })).toBe(
      'Illinois, US (statewide)',
    );
  });
});
