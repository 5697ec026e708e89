/**
 * The distance rule of radius searches (prospecting-core §4 'Location'), for leads and tips alike: a place is
 * within a radius when its great-circle distance to the centre, on earthdistance's sphere, is at most the radius.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';

export const METERS_PER_MILE = 1609.344;

/** The coordinate columns of the searched rows, e.g. `l.latitude` and `l.longitude` (degrees). */
export interface CoordinateColumns {
  latitude: string;
  longitude: string;
}

/** A point of earthdistance's sphere (`ll_to_earth`), as its GiST indexes and `earth_box` take it. */
export function earthPoint(latitude: number, longitude: number) {
  return sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
}

/**
 * A row's point on the sphere: the body of `ll_to_earth` without its cast to the `earth` domain, whose three checks
 * (a point, at most 3 dimensions, on the sphere) cost more than the distance itself on every candidate row. The
 * body builds such a point from any coordinates, so the checks never fail; the coordinate columns are CHECK
 * constrained to valid degrees, and a null coordinate gives a null distance (never within), as before.
 */
function rowPoint(columns: CoordinateColumns) {
  const latitude = sql.ref(columns.latitude);
  const longitude = sql.ref(columns.longitude);
  return sql`cube(cube(cube(earth() * cos(radians(${latitude})) * cos(radians(${longitude}))),
    earth() * cos(radians(${latitude})) * sin(radians(${longitude}))), earth() * sin(radians(${latitude})))`;
}

/**
 * Within `meters` of the centre: `earth_distance(centre, ll_to_earth(latitude, longitude)) <= meters`, written out
 * as that function's own body (`sec_to_gc(cube_distance(…))`) over `rowPoint`, so the same arithmetic decides
 * (docs/decisions.md 'Radius search through geo cells').
 */
export function withinMeters(
  centre: { latitude: number; longitude: number },
  columns: CoordinateColumns,
  meters: number,
): RawBuilder<SqlBool> {
  const distance = sql`sec_to_gc(cube_distance(${earthPoint(centre.latitude, centre.longitude)}, ${rowPoint(columns)}))`;
  return sql<SqlBool>`${distance} <= ${meters}::float8`;
}

/**
 * `withinMeters` behind an `earth_box` test on `ll_to_earth(latitude, longitude)`: the expression of the table's
 * GiST index, through which the planner finds the candidates of a circle too large for geo cells, or of a tip.
 */
export function withinMetersOfIndexedPoint(
  centre: { latitude: number; longitude: number },
  columns: CoordinateColumns,
  meters: number,
): RawBuilder<SqlBool> {
  const point = sql`ll_to_earth(${sql.ref(columns.latitude)}, ${sql.ref(columns.longitude)})`;
  return sql<SqlBool>`(earth_box(${earthPoint(centre.latitude, centre.longitude)}, ${meters}::float8) @> ${point}
    AND ${withinMeters(centre, columns, meters)})`;
}
