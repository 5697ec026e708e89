import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEO_CELLS_MAX, geoBoxAround, geoCellOf, geoCellsOfBox } from './geo-cells.ts';

const EARTH_RADIUS_METERS = 6_378_168;
const METERS_PER_MILE = 1609.344;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The cells a search takes for a circle, as search-conditions.ts asks for them (null: the GiST box instead). */
function geoCellsWithin(latitude: number, longitude: number, meters: number): number[] | null {
  const box = geoBoxAround(latitude, longitude, meters);
  return box && geoCellsOfBox(box);
}

/** The point `meters` from the centre along `bearing` degrees on earthdistance's sphere. */
function destination(latitude: number, longitude: number, meters: number, bearing: number) {
  const angle = meters / EARTH_RADIUS_METERS;
  const phi = toRadians(latitude);
  const theta = toRadians(bearing);
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta));
  const lambda2 =
    toRadians(longitude) +
    Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(phi), Math.cos(angle) - Math.sin(phi) * Math.sin(phi2));
  return { latitude: toDegrees(phi2), longitude: toDegrees(lambda2) };
}

describe('geo cells of a radius search', () => {
  it('numbers a point by its half-degree row and column', () => {
    expect(geoCellOf(41.8781, -87.6298)).toBe(83 * 1000 - 176);
    expect(geoCellOf(0, 0)).toBe(0);
    expect(geoCellOf(-0.1, -0.1)).toBe(-1000 - 1);
  });

  it('covers every point within the radius, wherever the centre and however large the circle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (latitude, longitude, miles, fraction, bearing) => {
          const meters = miles * METERS_PER_MILE;
          const cells = geoCellsWithin(latitude, longitude, meters);
          if (!cells) return;
          const point = destination(latitude, longitude, meters * fraction, bearing);
          expect(cells).toContain(geoCellOf(point.latitude, point.longitude));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('takes the cells of the bounding box only: 25 miles of Chicago touch a handful', () => {
    const cells = geoCellsWithin(41.8781, -87.6298, 25 * METERS_PER_MILE) ?? [];
    expect(cells.length).toBeGreaterThanOrEqual(4);
    expect(cells.length).toBeLessThanOrEqual(9);
    expect(cells).toContain(geoCellOf(41.8781, -87.6298));
  });

  it('gives up on circles that reach a pole or the antimeridian, or need too many cells (a 500-mile radius)', () => {
    expect(geoCellsWithin(88.9, 0, 50 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(-88.9, 0, 50 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(10, 179.9, 25 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(10, -179.9, 25 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(65, 20, 500 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(40, -100, 500 * METERS_PER_MILE)).toBeNull();
    expect(geoCellsWithin(40, -100, 200 * METERS_PER_MILE)?.length).toBeLessThanOrEqual(GEO_CELLS_MAX);
  });
});
