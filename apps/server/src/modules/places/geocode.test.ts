import { describe, expect, it } from 'vitest';
import { geocode, searchPlaces } from './service.ts';

describe('geocode', () => {
  it.each([
    ['Chicago, IL', { precision: 'city', city: 'Chicago', stateCode: 'IL', countryCode: 'US' }],
    ['Toronto, Ontario', { precision: 'city', city: 'Toronto', stateCode: 'ON', countryCode: 'CA' }],
    ['Montreal, QC', { precision: 'city', city: 'Montréal', stateCode: 'QC', countryCode: 'CA' }],
    ['New York, NY', { precision: 'city', city: 'New York City', stateCode: 'NY' }],
    ['Armonk, New York', { precision: 'city', city: 'Armonk', stateCode: 'NY' }],
    ['770 Dundee Ave, Dundee, IL 60118', { precision: 'region', city: 'Dundee', stateCode: 'IL', zip: '60118' }],
    ['1200 17th St, Denver, CO 80202', { precision: 'city', city: 'Denver', stateCode: 'CO', zip: '80202' }],
    ['Toronto, ON M5V 2T6', { precision: 'city', city: 'Toronto', zip: 'M5V 2T6' }],
    ['United States', { precision: 'country', countryCode: 'US', stateCode: null }],
    ['Canada', { precision: 'country', countryCode: 'CA' }],
    ['California, United States', { precision: 'region', stateCode: 'CA', city: null }],
    // Metro areas are placed at their state, never pinned to the core city (issue #20).
    ['Austin, Texas Metropolitan Area', { precision: 'region', city: null, stateCode: 'TX', metro: true }],
    ['Dallas-Fort Worth Metroplex', { precision: 'region', city: null, stateCode: 'TX', metro: true }],
    ['Greater Chicago Area', { precision: 'region', city: null, stateCode: 'IL', metro: true }],
    ['San Francisco Bay Area', { precision: 'region', city: null, stateCode: 'CA', metro: true }],
    ['Washington DC-Baltimore Area', { precision: 'region', city: null, stateCode: 'DC', metro: true }],
    ['Greater Toronto Area', { precision: 'region', city: null, stateCode: 'ON', countryCode: 'CA' }],
    // Street addresses: the street and the floor never become the city (issue #20).
    ['1 Centre St., N.Y.', { precision: 'region', city: null, stateCode: 'NY', street: '1 Centre St.' }],
    // 'FL' and 'Florence' are not floors.
    ['Gainesville, FL', { precision: 'city', city: 'Gainesville', stateCode: 'FL' }],
    ['Florence, KY', { precision: 'city', city: 'Florence', stateCode: 'KY' }],
    ['1 Centre St. N.Y.', { precision: 'region', city: null, stateCode: 'NY', street: '1 Centre St.' }],
    ['280 Broadway, 7th Floor, N.Y.', { precision: 'region', city: null, stateCode: 'NY', countryCode: 'US' }],
    // Without commas the address parser (addresser) finds the street.
    ['55 Water St New York NY 10041', { precision: 'city', city: 'New York City', street: '55 Water St' }],
    ['100 Queen St W Toronto ON M5H 2N2', { precision: 'city', city: 'Toronto', zip: 'M5H 2N2' }],
    ['55 Water St, Suite 200, New York, NY 10041', { precision: 'city', city: 'New York City', zip: '10041' }],
    // 'CA' after a city is California, not Canada; the first part the state knows wins.
    ['Santa Fe Springs, Los Angeles, CA', { precision: 'city', city: 'Santa Fe Springs', countryCode: 'US' }],
    ['Toronto, ON, CA', { precision: 'city', city: 'Toronto', countryCode: 'CA' }],
    ['Austin, TX, US', { precision: 'city', city: 'Austin', countryCode: 'US' }],
    ['Orange County, CA', { precision: 'city', city: 'Orange County', stateCode: 'CA' }],
    ['Portland', { precision: 'city', stateCode: 'OR' }],
  ])('%s', (text, expected) => {
    expect(geocode(text)).toMatchObject({ ok: true, ...expected });
  });

  it('uses the feed’s country and state as hints', () => {
    expect(geocode('London', { country: 'CA', state: 'ON' })).toMatchObject({ city: 'London', stateCode: 'ON' });
    expect(geocode('Hamilton', { country: 'CA' })).toMatchObject({ ok: true, countryCode: 'CA' });
    expect(geocode('Springfield', { state: 'IL' })).toMatchObject({ city: 'Springfield', stateCode: 'IL' });
  });

  it('says why it cannot', () => {
    expect(geocode('')).toEqual({ ok: false, reason: 'empty' });
    expect(geocode('Remote')).toEqual({ ok: false, reason: 'remote' });
    expect(geocode('London, United Kingdom')).toEqual({ ok: false, reason: 'outside-coverage' });
    expect(geocode('Springfield')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(geocode('Xyzzyville')).toEqual({ ok: false, reason: 'unknown-place' });
  });
});

describe('searchPlaces', () => {
  const labels = (q: string, limit = 5) => searchPlaces({ q, limit }).map((place) => place.label);

  it('completes names from their start, larger and exact places first', () => {
    expect(labels('chic')[0]).toBe('Chicago, IL');
    expect(labels('port', 1)).toEqual(['Portland, OR']);
    expect(labels('portland', 2)).toEqual(['Portland, OR', 'Portland, ME']);
    expect(labels('ontario', 1)).toEqual(['Ontario, CA']);
    expect(labels('united', 1)).toEqual(['United States']);
    expect(labels('montre', 1)).toEqual(['Montréal, QC']);
  });

  it('narrows by state, province or country after a comma', () => {
    expect(labels('springfield, il')).toEqual(['Springfield, IL']);
    expect(labels('london, ontario')).toEqual(['London, ON']);
  });

  it('returns the place fields of the contract', () => {
    const [texas] = searchPlaces({ q: 'Texas', limit: 1 });
    expect(texas).toMatchObject({ name: 'Texas', kind: 'region', stateCode: 'TX', countryCode: 'US' });
    expect(texas?.latitude).toBeGreaterThan(25);
    expect(texas?.longitude).toBeLessThan(-90);
  });
});
