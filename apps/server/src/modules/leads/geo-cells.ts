/**
 * Geo cells of the radius search (issue #10; docs/decisions.md 'Radius search through geo cells'): the
 * earth is cut into half-degree cells of latitude and longitude, and every lead's cell and lead type are indexed
 * (btree, migration 0032_lead_search_geo_cells). A radius search first takes the leads of its type in the cells
 * its circles touch — one index scan with real statistics, ANDed with the keyword index — then checks the exact
 * distance (`earth_distance`, as before) on those rows only.
 */
import type { LeadType } from '@agencyscout/contracts';
import { sql } from 'kysely';

/** Cells per degree of latitude and of longitude. Must match the index expression of migration 0032. */
export const GEO_CELLS_PER_DEGREE = 2;

/**
 * The indexed key of a lead: its cell × 2, plus 1 for an Agency lead (the expression of migration 0032, written
 * identically so the planner matches it). Null when the lead has no coordinates: in no cell, within no radius.
 */
export const LEAD_GEO_KEY = sql`((floor(l.latitude * 2) * 1000 + floor(l.longitude * 2))::integer * 2 + CASE WHEN l.lead_type = 'Agency' THEN 1 ELSE 0 END)`;

/** Above this many cells a circle is searched through the GiST box instead (radii over about 440 miles at 40°). */
export const GEO_CELLS_MAX = 1024;

/** Radius of earthdistance's sphere (`earth()`), meters: distances are measured on it. */
const EARTH_RADIUS_METERS = 6_378_168;
const METERS_PER_DEGREE = (Math.PI * EARTH_RADIUS_METERS) / 180;
/** Widening of the box around the circle, against floating-point edges (1%). */
const MARGIN = 1.01;
const RADIANS_PER_DEGREE = Math.PI / 180;

/** The cell number of a point (the cell part of `LEAD_GEO_KEY`). */
export function geoCellOf(latitude: number, longitude: number): number {
  return Math.floor(latitude * GEO_CELLS_PER_DEGREE) * 1000 + Math.floor(longitude * GEO_CELLS_PER_DEGREE);
}

/** The index keys (`LEAD_GEO_KEY`) of the leads of one type in these cells. */
export function geoKeysOf(cells: readonly number[], leadType: LeadType): number[] {
  const typeBit = leadType === 'Agency' ? 1 : 0;
  return cells.map((cell) => cell * 2 + typeBit);
}

/** A box of latitude and longitude in degrees (south ≤ north, west ≤ east). */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * A box holding every point within `meters` of the centre (widened by 1%), or null when it reaches a pole or
 * crosses the antimeridian (the caller then uses the GiST box of `ll_to_earth`).
 */
export function geoBoxAround(latitude: number, longitude: number, meters: number): GeoBox | null {
  const latitudeDelta = (meters / METERS_PER_DEGREE) * MARGIN;
  const south = latitude - latitudeDelta;
  const north = latitude + latitudeDelta;
  if (north >= 89 || south <= -89) return null;
  // The widest longitude span of the circle is at most the angle over the cosine of its farthest latitude.
  const farthest = Math.max(Math.abs(south), Math.abs(north));
  const longitudeDelta = latitudeDelta / Math.cos(farthest * RADIANS_PER_DEGREE);
  const west = longitude - longitudeDelta;
  const east = longitude + longitudeDelta;
  if (west < -180 || east >= 180) return null;
  return { south, north, west, east };
}

/**
 * Every cell of a box (`geoBoxAround`), or null when it covers more than `GEO_CELLS_MAX` cells; the caller
 * then uses the GiST box.
 */
export function geoCellsOfBox(box: GeoBox): number[] | null {
  const rows = [Math.floor(box.south * GEO_CELLS_PER_DEGREE), Math.floor(box.north * GEO_CELLS_PER_DEGREE)] as const;
  const columns = [Math.floor(box.west * GEO_CELLS_PER_DEGREE), Math.floor(box.east * GEO_CELLS_PER_DEGREE)] as const;
  if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > GEO_CELLS_MAX) return null;
  const cells: number[] = [];
  for (let row = rows[0]; row <= rows[1]; row += 1) {
    for (let column = columns[0]; column <= columns[1]; column += 1) cells.push(row * 1000 + column);
  }
  return cells;
}
